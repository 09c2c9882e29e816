export * from './account';
export * from './common';
export * from './migration';
export * from './migration-markdown';
