/** The simulator engine's virtual network (MESSAGING_ENGINE=simulator). */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { instances } from './instances';

/** The account whose virtual network a sandbox row belongs to: each account has its own phones. */
const simAccount = () =>
  uuid('account_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A virtual phone of an account's network (opened in its Sandbox Phone, or written to by its
 * tokens), linked to at most one token of that account. Another account's phone of the same
 * number is another phone.
 */
export const simPhones = pgTable(
  'sim_phones',
  {
    accountId: simAccount(),
    phone: text('phone').notNull(),
    linkedInstanceId: text('linked_instance_id')
      .unique()
      .references(() => instances.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.phone] })],
);

/** A column naming a phone of the row's account (`account_id`), for its composite foreign key. */
const simPhoneOf = (t: { accountId: AnyPgColumn; phone: AnyPgColumn }, name: string) =>
  foreignKey({
    name,
    columns: [t.accountId, t.phone],
    foreignColumns: [simPhones.accountId, simPhones.phone],
  }).onDelete('cascade');

/** The QR payload a token currently shows; scanning it links a virtual phone. */
export const simQrCodes = pgTable('sim_qr_codes', {
  instanceId: text('instance_id')
    .primaryKey()
    .references(() => instances.id, { onDelete: 'cascade' }),
  payload: text('payload').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** The pairing code a token issued for a phone number; that phone typing it links the two. */
export const simPairingCodes = pgTable('sim_pairing_codes', {
  instanceId: text('instance_id')
    .primaryKey()
    .references(() => instances.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  code: text('code').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * What a virtual phone received from tokens (in) and replied to them (out); its peer is a phone
 * of the same account. A direct message keeps the token's message id; each member's copy of a
 * group message has its own id and the token's message id in source_id.
 */
export const simMessages = pgTable(
  'sim_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull(),
    phone: text('phone').notNull(),
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    peer: text('peer').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull(),
    sourceId: uuid('source_id'),
    groupId: text('group_id'),
    /** The message of the same chat this one replies to (a direct chat's message id). */
    quotedId: uuid('quoted_id'),
    /** Sent as a forward of another message. */
    forwarded: boolean('forwarded').notNull().default(false),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** Deleted for everyone by its sender: the phone shows "This message was deleted". */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** What a phone sent beyond text (a poll, a sticker), as a token's payload would hold it. */
    content: jsonb('content').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    simPhoneOf(t, 'sim_messages_phone_fk'),
    index('sim_messages_phone_idx').on(t.accountId, t.phone, t.createdAt),
    // A phone's own messages are the rows the others got from it (peer): read when its chats open.
    index('sim_messages_peer_idx').on(t.accountId, t.peer, t.createdAt),
    uniqueIndex('sim_messages_source_phone_idx').on(t.sourceId, t.phone),
  ],
);

/** A group of virtual phones of one account; the creator's phone owns it. */
export const simGroups = pgTable(
  'sim_groups',
  {
    id: text('id').primaryKey(),
    accountId: uuid('account_id').notNull(),
    subject: text('subject').notNull(),
    ownerPhone: text('owner_phone').notNull(),
    description: text('description').notNull().default(''),
    /** WhatsApp's "announcement": only admins may send. */
    onlyAdminsSend: boolean('only_admins_send').notNull().default(false),
    /** WhatsApp's "locked": only admins may change the subject, description and picture. */
    onlyAdminsEdit: boolean('only_admins_edit').notNull().default(false),
    /** The current invite code, made when first asked for; a revoke replaces it. */
    inviteCode: text('invite_code').unique(),
    /** The SHA-256 of the group picture's JPEG, once one is set. */
    pictureSha256: text('picture_sha256'),
    createdAt: createdAt(),
  },
  (t) => [simPhoneOf({ accountId: t.accountId, phone: t.ownerPhone }, 'sim_groups_owner_phone_fk')],
);

/** What a group's phones show as system lines: "<actor> changed the subject to …". */
export const simGroupNotices = pgTable(
  'sim_group_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: text('group_id')
      .notNull()
      .references(() => simGroups.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').notNull(),
    /** The number of the phone that made the change. */
    actor: text('actor').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sim_group_notices_group_idx').on(t.groupId, t.createdAt)],
);

export const simGroupMembers = pgTable(
  'sim_group_members',
  {
    groupId: text('group_id')
      .notNull()
      .references(() => simGroups.id, { onDelete: 'cascade' }),
    /** The group's account. */
    accountId: uuid('account_id').notNull(),
    phone: text('phone').notNull(),
    role: text('role', { enum: ['superadmin', 'admin', 'member'] }).notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.phone] }),
    simPhoneOf(t, 'sim_group_members_phone_fk'),
    index('sim_group_members_phone_idx').on(t.accountId, t.phone),
    check('sim_group_members_role_check', sql`${t.role} in ('superadmin', 'admin', 'member')`),
  ],
);

/** A broadcast channel; only its owner's phone posts to it. */
export const simChannels = pgTable(
  'sim_channels',
  {
    id: text('id').primaryKey(),
    accountId: uuid('account_id').notNull(),
    ownerPhone: text('owner_phone').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    simPhoneOf({ accountId: t.accountId, phone: t.ownerPhone }, 'sim_channels_owner_phone_fk'),
    index('sim_channels_owner_idx').on(t.accountId, t.ownerPhone, t.createdAt),
  ],
);

/** What was posted to a channel; the id is the token's message id, so a post is stored once. */
export const simChannelPosts = pgTable(
  'sim_channel_posts',
  {
    id: uuid('id').primaryKey(),
    channelId: text('channel_id')
      .notNull()
      .references(() => simChannels.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sim_channel_posts_channel_idx').on(t.channelId, t.createdAt)],
);

/** The sandbox phones a token blocked: what they type to it is not delivered (one tick on the phone). */
export const simBlocks = pgTable(
  'sim_blocks',
  {
    instanceId: text('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.phone] })],
);

/** A virtual phone's profile (its token's, once linked): the name, about text and picture contacts see. */
export const simProfiles = pgTable(
  'sim_profiles',
  {
    accountId: uuid('account_id').notNull(),
    phone: text('phone').notNull(),
    name: text('name').notNull().default(''),
    about: text('about').notNull(),
    /** The 640x640 JPEG, base64; null without a picture. */
    pictureJpeg: text('picture_jpeg'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.phone] }), simPhoneOf(t, 'sim_profiles_phone_fk')],
);

/**
 * A status (story) a virtual phone posted, for 24 hours: by its token (the id is the token's
 * message id) or in the Sandbox Phone. Shown to the phones in `recipients`.
 */
export const simStatuses = pgTable(
  'sim_statuses',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id').notNull(),
    phone: text('phone').notNull(),
    /** What it shows: statusType, body, backgroundColor, font, caption, mimeType (a token's file stays with it). */
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    recipients: text('recipients').array().notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    simPhoneOf(t, 'sim_statuses_phone_fk'),
    index('sim_statuses_account_idx').on(t.accountId, t.createdAt),
  ],
);

/** Who opened a status, once each. */
export const simStatusViews = pgTable(
  'sim_status_views',
  {
    statusId: uuid('status_id')
      .notNull()
      .references(() => simStatuses.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.statusId, t.phone] })],
);
