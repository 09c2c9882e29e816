/** Incoming calls of tokens, and the simulator's presence and calls (decision 0028). */
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { instances } from './instances';

/**
 * A call that reached a token's phone, by the engine's call id: what `POST /calls/{id}/reject`
 * needs (the caller, for WhatsApp), and where it is (decision 0031: ringing, then accepted and
 * ended, or rejected, or missed).
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
    /** The caller's LID, when the engine named it. */
    fromLid: text('from_lid'),
    video: boolean('video').notNull(),
    isGroup: boolean('is_group').notNull(),
    status: text('status', { enum: ['ringing', 'accepted', 'rejected', 'missed', 'ended'] })
      .notNull()
      .default('ringing'),
    calledAt: timestamp('called_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.instanceId, t.id] }),
    // GET /calls: newest first.
    index('calls_instance_called_idx').on(t.instanceId, t.calledAt, t.id),
  ],
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
    /** The token linked to the callee when it rang, which heard of the call. */
    calleeInstanceId: text('callee_instance_id'),
    /**
     * ringing until accepted or declined on the callee's side, or ended by the caller; an
     * accepted call is ended by either; ringing 30 s: missed.
     */
    state: text('state', { enum: ['ringing', 'accepted', 'declined', 'missed', 'ended'] })
      .notNull()
      .default('ringing'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sim_calls_caller_idx').on(t.accountId, t.caller),
    index('sim_calls_callee_idx').on(t.accountId, t.callee),
  ],
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
