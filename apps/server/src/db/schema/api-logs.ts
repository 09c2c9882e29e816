import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** The messaging API calls of each token, for the Logs page. */
export const apiRequests = pgTable(
  'api_requests',
  {
    // Numbered, not a random uuid: every API call writes a line, and a random key costs each insert
    // a look-up in a random place of the index (8 instead of 12 µs a line, migration 0024).
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // No foreign key, as messages.instance_id.
    instanceId: text('instance_id').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    statusCode: integer('status_code').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** What a refused or failed call answered (its `message`), so the Logs page can say why. */
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('api_requests_instance_created_idx').on(t.instanceId, t.createdAt)],
);
