import { sql } from 'drizzle-orm';
import { bigint, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { instances } from './instances';

/** Every event of a token, in order (seq), written in the transaction of the change it reports. */
export const instanceEvents = pgTable(
  'instance_events',
  {
    // Time-ordered (migration 0025): each event's key goes at the end of the index.
    id: uuid('id').primaryKey().default(sql`time_ordered_uuid()`),
    // No foreign key, as messages.instance_id.
    instanceId: text('instance_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('instance_events_seq_idx').on(t.instanceId, t.seq)],
);

/**
 * A token's receipts of its event log read as a queue (Green-API's receiveNotification /
 * deleteNotification, decision 0034): every event up to `deletedThrough` is done with, and so is
 * each seq in `deletedSeqs` (all above it, deleted out of order).
 */
export const eventReceipts = pgTable('event_receipts', {
  instanceId: text('instance_id')
    .primaryKey()
    .references(() => instances.id, { onDelete: 'cascade' }),
  deletedThrough: bigint('deleted_through', { mode: 'number' }).notNull().default(0),
  deletedSeqs: bigint('deleted_seqs', { mode: 'number' }).array().notNull().default(sql`'{}'`),
});
