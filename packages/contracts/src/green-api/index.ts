export * from './account';
export * from './common';
export * from './messages';
export * from './migration';
export * from './migration-markdown';
export * from './notifications';
export * from './settings';
