import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/** A token (instance): one phone number's connection, billed on its own. The id is the spec's insid. */
export const instances = pgTable(
  'instances',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** SHA-256 of the API key, for look-ups by the messaging API. */
    apiKeyHash: text('api_key_hash').notNull().unique(),
    /** The API key encrypted (AES-256-GCM), so its owner can see it again; useless without the server key. */
    apiKeyCipher: text('api_key_cipher').notNull(),
    apiKeyHint: text('api_key_hint').notNull(),
    trial: boolean('trial').notNull().default(false),
    status: text('status', { enum: ['', 'Active', 'Expired', 'Trial Expired'] })
      .notNull()
      .default(''),
    validTill: timestamp('valid_till', { withTimezone: true }),
    authenticated: boolean('authenticated').notNull().default(false),
    wid: text('wid'),
    /** The phone last linked to the token (its wid), kept after it is unlinked. */
    lastPhone: text('last_phone'),
    /**
     * When lastPhone linked, the first time after another phone or none: the messages received
     * since came in on it (those before, on an earlier phone).
     */
    lastPhoneLinkedAt: timestamp('last_phone_linked_at', { withTimezone: true }),
    gSheetId: text('g_sheet_id'),
    /**
     * What the token's last instance.state event said (`connected:<wid>` while connected), so a
     * report that changes nothing writes no event.
     */
    announcedState: text('announced_state'),
    /** The last sequence number given to one of this token's events. */
    eventSeq: bigint('event_seq', { mode: 'number' }).notNull().default(0),
    /** Pacing of outbound sends; null: the server's defaults. */
    sendDelayMinMs: integer('send_delay_min_ms'),
    sendDelayMaxMs: integer('send_delay_max_ms'),
    perContactHourlyLimit: integer('per_contact_hourly_limit'),
    messageValiditySeconds: integer('message_validity_seconds'),
    /** Whether any contact of the token is blocked (kept by triggers on contacts): sends check blocks only then. */
    blocksContacts: boolean('blocks_contacts').notNull().default(false),
    /** Incoming calls are rejected at once, and callRejectMessage (when not empty) sent to the caller. */
    rejectCalls: boolean('reject_calls').notNull().default(false),
    callRejectMessage: text('call_reject_message').notNull().default(''),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('instances_user_idx').on(t.userId),
    index('instances_valid_till_idx').on(t.validTill),
    // One phone links to one token (spec 9): a second token linking the same phone is refused.
    uniqueIndex('instances_linked_phone_idx').on(t.wid).where(sql`${t.authenticated}`),
  ],
);
