export * from './account';
export * from './common';
export * from './contacts';
export * from './instance';
export * from './migration';
export * from './migration-markdown';
