export * from './account';
export * from './common';
export * from './message-changes';
export * from './sending';
