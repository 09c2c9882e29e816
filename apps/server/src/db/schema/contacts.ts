/** The people each token knows of, and the LID <-> phone number pairs it learnt. */
import {
  bigserial,
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { instances } from './instances';

const tokenColumn = () =>
  text('instance_id')
    .notNull()
    .references(() => instances.id, { onDelete: 'cascade' });

/**
 * A person of a token, keyed by their number, or by their LID while the number is unknown (that
 * row is merged into the number's once the pair is learnt). Fields are filled as the engine
 * learns them and never blanked by a later event that lacks them.
 */
export const contacts = pgTable(
  'contacts',
  {
    instanceId: tokenColumn(),
    /** The number (digits), else the LID (`<digits>@lid`). */
    id: text('id').notNull(),
    /** The page order of GET /contacts (the cursor). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    number: text('number'),
    lid: text('lid'),
    savedName: text('saved_name'),
    pushName: text('push_name'),
    business: boolean('business').notNull().default(false),
    /** Blocked by the token: its direct messages are not stored, sends to it are refused. */
    blocked: boolean('blocked').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.instanceId, t.id] }),
    uniqueIndex('contacts_lid_idx').on(t.instanceId, t.lid),
    index('contacts_seq_idx').on(t.instanceId, t.seq),
  ],
);

/** Which phone number a LID stands for, per token, from every source the engine offers. */
export const lidPhones = pgTable(
  'lid_phones',
  {
    instanceId: tokenColumn(),
    lid: text('lid').notNull(),
    number: text('number').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.instanceId, t.lid] }),
    index('lid_phones_number_idx').on(t.instanceId, t.number),
  ],
);
