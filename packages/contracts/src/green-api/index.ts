export * from './account';
export * from './common';
export * from './contacts';
export * from './groups';
export * from './instance';
export * from './migration';
export * from './migration-markdown';
export * from './statuses';
