export * from './account';
export * from './common';
export * from './messages';
export * from './notifications';
export * from './settings';
