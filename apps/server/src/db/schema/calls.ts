/** Incoming calls of tokens, and the simulator's presence and calls (decision 0028). */
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { instances } from './instances';

/**
 * A call that reached a token's phone, by the engine's call id: what `POST /calls/{id}/reject`
 * needs (the caller, for WhatsApp) and whether it still rings.
 */
export const calls = pgTable(
  'calls',
  {
    instanceId: text('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    /** The caller's number, or the group id of a group call. */
    fromChat: text('from_chat').notNull(),
    /** The engine's own name of the caller (WhatsApp's jid), for the reject. */
    callerRef: text('caller_ref').notNull(),
    video: boolean('video').notNull(),
    isGroup: boolean('is_group').notNull(),
    status: text('status', { enum: ['ringing', 'rejected', 'missed'] })
      .notNull()
      .default('ringing'),
    calledAt: timestamp('called_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.id] })],
);

/** A call a Sandbox Phone placed to another phone of its account (a token's linked phone). */
export const simCalls = pgTable(
  'sim_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull(),
    caller: text('caller').notNull(),
    callee: text('callee').notNull(),
    video: boolean('video').notNull(),
    /** ringing until declined (by the token) or ended (the caller hung up); past 30 s: missed. */
    state: text('state', { enum: ['ringing', 'declined', 'ended'] })
      .notNull()
      .default('ringing'),
    createdAt: createdAt(),
  },
  (t) => [index('sim_calls_caller_idx').on(t.accountId, t.caller)],
);

/** What a virtual phone shows under a chat's name: its contact typing or recording, until `until`. */
export const simPresence = pgTable(
  'sim_presence',
  {
    accountId: uuid('account_id').notNull(),
    /** The phone that shows it. */
    phone: text('phone').notNull(),
    /** The contact who is typing. */
    peer: text('peer').notNull(),
    state: text('state', { enum: ['typing', 'recording'] }).notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.phone, t.peer] })],
);

/** A token that asked for a virtual phone's presence (`POST /presence/subscribe`). */
export const simPresenceSubscriptions = pgTable(
  'sim_presence_subscriptions',
  {
    instanceId: text('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    /** The subscribed contact's number. */
    peer: text('peer').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.instanceId, t.peer] }),
    index('sim_presence_subscriptions_peer_idx').on(t.peer),
  ],
);
