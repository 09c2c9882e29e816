import type { instances } from '../../db/schema';

/** A token's row as stored: a plain type other modules may use without reaching for the queries. */
export type InstanceDbRow = typeof instances.$inferSelect;
export type NewInstance = typeof instances.$inferInsert;
