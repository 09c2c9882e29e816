export * from './account';
export * from './common';
