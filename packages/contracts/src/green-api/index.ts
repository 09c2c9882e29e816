export * from './account';
export * from './common';
export * from './migration';
