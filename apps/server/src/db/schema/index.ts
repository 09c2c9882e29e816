/** The database schema, one file per domain; drizzle-kit reads the tables from here. */
export * from './accounts';
export * from './api-logs';
export * from './billing';
export * from './events';
export * from './hosting';
export * from './instances';
export * from './messages';
export * from './notifications';
export * from './sheets';
export * from './simulator';
export * from './site';
export * from './staff-news';
export * from './system';
export * from './tickets';
export * from './uploads';
export * from './webhooks';
export * from './whatsapp-engine';
