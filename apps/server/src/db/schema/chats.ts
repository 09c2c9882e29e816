/** The token's chats: one row per person or group it wrote with, kept current by the database. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { instances } from './instances';
import { simPhones } from './simulator';

/**
 * A chat of the token (decision 0026). Its last message and unread count follow the messages
 * table through the `messages_chats` trigger (every insert, in every path); the read call lowers
 * the unread count; archive, pin, mute and delete are set by the chats calls and by what the
 * linked phone reports (the engine's `chats` event).
 */
export const chats = pgTable(
  'chats',
  {
    // A key check only when a chat is new: its later updates leave the key alone.
    instanceId: text('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    /** The number (digits) or the group id. */
    chatId: text('chat_id').notNull(),
    /** The name the phone knows it by (a group's subject, a contact's name), when reported. */
    name: text('name'),
    isGroup: boolean('is_group').notNull(),
    /** Our id of the last message; one written on the linked phone itself has no messages row. */
    lastMessageId: uuid('last_message_id'),
    lastDirection: text('last_direction', { enum: ['in', 'out'] }),
    lastType: text('last_type'),
    /** The start of its text (200 characters). */
    lastPreview: text('last_preview'),
    lastAt: timestamp('last_at', { withTimezone: true }),
    /** The newest activity, in whole milliseconds (the list's order and cursor). */
    activityAt: timestamp('activity_at', { withTimezone: true }).notNull(),
    unreadCount: integer('unread_count').notNull().default(0),
    archived: boolean('archived').notNull().default(false),
    pinned: boolean('pinned').notNull().default(false),
    muted: boolean('muted').notNull().default(false),
    /** Muted until then; null while muted means for ever. */
    mutedUntil: timestamp('muted_until', { withTimezone: true }),
    /**
     * When archived, pinned and muted (with its end) last changed, by an API change or a phone's
     * report (our clock); an older report leaves the setting alone (decision 0041). Null: never.
     */
    archivedChangedAt: timestamp('archived_changed_at', { withTimezone: true }),
    pinnedChangedAt: timestamp('pinned_changed_at', { withTimezone: true }),
    mutedChangedAt: timestamp('muted_changed_at', { withTimezone: true }),
    /** Deleted (cleared): messages up to this queue position are no longer the chat's. */
    clearedSeq: bigint('cleared_seq', { mode: 'number' }).notNull().default(0),
    /** Set when the chat was deleted; a new message brings it back (empty before it). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.instanceId, t.chatId] }),
    // GET /chats: newest activity first, by keyset.
    index('chats_activity_idx')
      .on(t.instanceId, t.activityAt.desc(), t.chatId.desc())
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * The simulator's record of how a linked phone keeps a chat (MESSAGING_ENGINE=simulator): what a
 * token's chat calls set on it through `modifyChat`, as WhatsApp's app state would hold it.
 */
export const simChatSettings = pgTable(
  'sim_chat_settings',
  {
    accountId: uuid('account_id').notNull(),
    phone: text('phone').notNull(),
    chatId: text('chat_id').notNull(),
    archived: boolean('archived').notNull().default(false),
    pinned: boolean('pinned').notNull().default(false),
    muted: boolean('muted').notNull().default(false),
    mutedUntil: timestamp('muted_until', { withTimezone: true }),
    /** When the chat was deleted on the phone (its copies of the chat's messages went with it). */
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.phone, t.chatId] }),
    foreignKey({
      name: 'sim_chat_settings_phone_fk',
      columns: [t.accountId, t.phone],
      foreignColumns: [simPhones.accountId, simPhones.phone],
    }).onDelete('cascade'),
  ],
);
