/** What tokens sent and received, and the send answers kept for retries. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { instances } from './instances';

/** Messages a token sent or received (the messaging API extends this table). */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // No foreign key: every row written costs a key check, and these are written on every send.
    // A token's rows go with it by the instances_deleted_rows trigger (migration 0017), and writers
    // lock the token row first, so none is written for a token being deleted.
    instanceId: text('instance_id').notNull(),
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    /** The other party: a number (digits), a group id or a channel id. */
    remote: text('remote').notNull(),
    type: text('type').notNull().default('text'),
    body: text('body').notNull().default(''),
    /** Everything beyond the text: media, location, contact, reaction, quoted message. */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    status: text('status', { enum: ['queued', 'sent', 'delivered', 'read', 'failed', 'received'] }).notNull(),
    error: text('error'),
    /** Order of the token's outbound queue. */
    queueSeq: bigserial('queue_seq', { mode: 'number' }).notNull(),
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /**
     * Set while the sender hands the message to the engine: from then on it can no longer be
     * cancelled. Cleared again when the hand-over fails.
     */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** When it was handed to the engine (or, reported first, when WhatsApp acknowledged it). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * When the engine reported WhatsApp's acknowledgement of a sent message (its server ack, or a
     * receipt): null while a handed-over message waits for it (decision 0044).
     */
    ackedAt: timestamp('acked_at', { withTimezone: true }),
    /** When its text was last edited (by the token, or a received one by its sender). */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** When it was deleted for everyone; its body is then emptied. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // History pages go back along the queue sequence.
    index('messages_history_idx').on(t.instanceId, t.queueSeq),
    index('messages_queue_idx').on(t.instanceId, t.queueSeq).where(sql`${t.status} = 'queued'`),
    // The per-contact hourly limit counts sent messages only: a queued one costs no entry.
    index('messages_contact_sent_idx')
      .on(t.instanceId, t.remote, t.sentAt)
      .where(sql`${t.sentAt} is not null`),
    // The ack sweep's candidates: handed over, no acknowledgement yet (they leave it when acked).
    index('messages_unacked_idx').on(t.sentAt).where(sql`${t.status} = 'sent' and ${t.ackedAt} is null`),
    // A token's sends WhatsApp never acknowledged, newest first (GET /queue/unacknowledged).
    index('messages_not_acknowledged_idx')
      .on(t.instanceId, t.sentAt)
      .where(sql`${t.status} = 'failed' and ${t.error} = 'not acknowledged'`),
    // A chat's messages, newest first (GET /chats/{chatId}/messages).
    index('messages_chat_idx').on(t.instanceId, t.remote, t.queueSeq),
    // Marking a chat read finds its unread received messages; a read one leaves the index.
    index('messages_chat_unread_idx')
      .on(t.instanceId, t.remote, t.queueSeq)
      .where(sql`${t.direction} = 'in' and ${t.status} = 'received'`),
  ],
);

/**
 * Read receipts owed: received messages the token marked read whose senders have not been told
 * yet. Written in the transaction that marks them read, deleted once the engine took the receipt,
 * or given up a week after the marking (WhatsApp ignores receipts that old).
 */
export const pendingReadReceipts = pgTable(
  'pending_read_receipts',
  {
    messageId: uuid('message_id').primaryKey(),
    instanceId: text('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    /** The chat the message came in (the message's remote): one chat's receipts go together. */
    chatId: text('chat_id').notNull(),
    /** The message's queue_seq: a chat's receipts go in the order the messages arrived. */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** The message's engineRef (what the engine needs to send the receipt). */
    engineRef: jsonb('engine_ref').$type<Record<string, unknown>>(),
    /** The token's phone that received the message: the receipt goes from it or not at all. */
    phone: text('phone'),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while one sender hands the receipt to the engine, so no other sends it meanwhile. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (t) => [
    index('pending_read_receipts_due_idx').on(t.nextAttemptAt),
    index('pending_read_receipts_chat_idx').on(t.instanceId, t.chatId, t.seq),
  ],
);

/** A send request's answer, kept 24 h per token and Idempotency-Key so a retry sends nothing twice. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    instanceId: text('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.key] })],
);
