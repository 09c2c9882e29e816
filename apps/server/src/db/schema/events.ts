import { sql } from 'drizzle-orm';
import { bigint, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

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
