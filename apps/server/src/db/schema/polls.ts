/** Poll votes, and the secrets WhatsApp encrypts votes with. */
import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { instances } from './instances';

/**
 * Each voter's current choice on a poll of a token (sent or received): a new vote replaces the
 * voter's earlier one, so a poll's tally is a count over these rows.
 */
export const pollVotes = pgTable(
  'poll_votes',
  {
    instanceId: text('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    /** Our id of the poll message (its row in `messages`). */
    messageId: uuid('message_id').notNull(),
    /** Who voted: their number, else their LID. */
    voter: text('voter').notNull(),
    voterLid: text('voter_lid'),
    /** The option texts chosen (empty: the vote was taken back). */
    options: jsonb('options').$type<string[]>().notNull(),
    votedAt: timestamp('voted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.voter] })],
);

/**
 * The Baileys engine's 32-byte message secret of each poll the token sent or received (base64):
 * WhatsApp encrypts every vote with a key derived from it, and a vote cannot be read without it.
 */
export const waPollSecrets = pgTable('wa_poll_secrets', {
  messageId: uuid('message_id').primaryKey(),
  instanceId: text('instance_id')
    .notNull()
    .references(() => instances.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  /** The poll's options, in order: a vote names them by their SHA-256. */
  options: jsonb('options').$type<string[]>().notNull(),
});
