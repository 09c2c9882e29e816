import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['User', 'Admin', 'CRM'] })
      .notNull()
      .default('User'),
    createdAt: createdAt(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** How many tokens the account may hold, when staff allowed more; null: MAX_TOKENS_PER_USER. */
    tokenLimit: integer('token_limit'),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('User', 'Admin', 'CRM')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    otpHash: text('otp_hash').notNull(),
    otpAttempts: integer('otp_attempts').notNull().default(0),
    otpSends: integer('otp_sends').notNull().default(1),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * Counters with a window and a lock: failed sign-ins per account and per IP (login-throttle.ts),
 * sign-ups and password-reset mails per IP (address-limit.ts).
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** Solved captcha challenges, kept until they expire so a solution cannot be replayed. */
export const captchaUses = pgTable('captcha_uses', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Reply-To of the mail (the contact form's staff mail answers the visitor); none: the sender. */
    replyTo: text('reply_to'),
    status: text('status', { enum: ['pending', 'sent', 'logged', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`)],
);

/** Server-generated secrets that must survive restarts and be shared by every process. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

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

export const companies = pgTable('companies', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyName: text('company_name').notNull(),
  address: text('address').notNull().default(''),
  contactNumber: text('contact_number').notNull().default(''),
  companyEmail: text('company_email').notNull().default(''),
  companyWebsite: text('company_website').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    sentAt: timestamp('sent_at', { withTimezone: true }),
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

// ---- The simulator engine's virtual network (MESSAGING_ENGINE=simulator) ----

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
    createdAt: createdAt(),
  },
  (t) => [simPhoneOf({ accountId: t.accountId, phone: t.ownerPhone }, 'sim_groups_owner_phone_fk')],
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

export const webhookEndpoints = pgTable('webhook_endpoints', {
  instanceId: text('instance_id')
    .primaryKey()
    .references(() => instances.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  events: text('events').array().notNull(),
  /** The signing secret, encrypted like API keys. */
  secretCipher: text('secret_cipher').notNull(),
  /**
   * The secret a rotation replaced, sealed the same way: deliveries are signed with it too until
   * previousSecretExpiresAt, so the customer can switch over without failing a verification.
   */
  previousSecretCipher: text('previous_secret_cipher'),
  previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
  enabled: boolean('enabled').notNull().default(true),
  disabledReason: text('disabled_reason'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One event's delivery to a token's webhook: attempts, the next try, the last answer. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().default(sql`time_ordered_uuid()`),
    eventId: uuid('event_id')
      .notNull()
      .references(() => instanceEvents.id, { onDelete: 'cascade' }),
    instanceId: text('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    /** Every attempt, replays included: the list shows them all. */
    attempts: integer('attempts').notNull().default(0),
    /** The attempts made before the last replay: the retry schedule starts again after them. */
    attemptsBeforeReplay: integer('attempts_before_replay').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_instance_idx').on(t.instanceId, t.createdAt),
    // The leases in flight per token, counted on every lease without reading a whole backlog.
    index('webhook_deliveries_leased_idx')
      .on(t.instanceId)
      .where(sql`${t.status} = 'pending' and ${t.lockedUntil} is not null`),
  ],
);

/** The messaging API calls of each token, for the Logs page. */
export const apiRequests = pgTable(
  'api_requests',
  {
    // Numbered, not a random uuid: every API call writes a line, and a random key costs each insert
    // a look-up in a random place of the index (8 instead of 12 µs a line, migration 0024).
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // No foreign key, as messages.instance_id.
    instanceId: text('instance_id').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    statusCode: integer('status_code').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** What a refused or failed call answered (its `message`), so the Logs page can say why. */
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('api_requests_instance_created_idx').on(t.instanceId, t.createdAt)],
);

// ---- Billing ----

/** A payment order made for a token: the amount, currency and validity the server priced. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    /** The provider's order id (order_…). */
    id: text('id').primaryKey(),
    provider: text('provider', { enum: ['razorpay', 'sandbox'] }).notNull(),
    instanceId: text('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** In paise. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    receipt: text('receipt').notNull(),
    validityDays: integer('validity_days').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_orders_user_idx').on(t.userId, t.createdAt)],
);

/**
 * One row per provider payment id. `activatedAt` is set once, in the transaction that extends
 * the token, so however often and in whatever order the checkout callback and webhooks report
 * a payment, it activates the token once.
 */
export const payments = pgTable(
  'payments',
  {
    /** The provider's payment id (pay_…). */
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    /** authorized or captured (success), failed. */
    status: text('status').notNull(),
    method: text('method'),
    /** The bank's or network's reference where the provider gives one. */
    transactionId: text('transaction_id'),
    error: text('error'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

/** Provider webhook events already handled, by the provider's event id (duplicates are dropped). */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Expiry reminder e-mails sent, one per token, validity end and threshold (days before). */
export const expiryReminders = pgTable(
  'expiry_reminders',
  {
    instanceId: text('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    validTill: timestamp('valid_till', { withTimezone: true }).notNull(),
    daysBefore: integer('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.validTill, t.daysBefore] })],
);

// ---- The WhatsApp engine (MESSAGING_ENGINE=baileys) ----

/**
 * A linked device's auth state: its credentials (type `creds`, id '') and signal keys, as
 * Baileys' BufferJSON. In the database rather than files, so any process can take a session over
 * without a new QR.
 */
export const waAuth = pgTable(
  'wa_auth',
  {
    instanceId: text('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    keyId: text('key_id').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.type, t.keyId] })],
);

/** Channels (newsletters) a token's linked device created: WhatsApp offers no list of one's own. */
export const waChannels = pgTable(
  'wa_channels',
  {
    instanceId: text('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    channelId: text('channel_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.channelId] })],
);

// ---- Public site ----

/** A message sent through the public contact form; it is e-mailed to staff as well. */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  inquiryType: text('inquiry_type', {
    enum: ['general', 'sales', 'support', 'partnership', 'billing'],
  }).notNull(),
  createdAt: createdAt(),
});

/** Newsletter sign-ups, confirmed by e-mail (double opt-in); tokens are stored only as hashes. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lowercased. */
    email: text('email').notNull().unique(),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] }).notNull(),
    /** Where the visitor subscribed: 'footer', 'blog' or 'signup' (the signup form's product-news box). */
    source: text('source').notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  // The links look rows up by token hash. Hashes of random tokens never repeat; NULL confirm
  // hashes (after unsubscribing) do not conflict in a unique index.
  (t) => [
    uniqueIndex('newsletter_subscribers_confirm_token_hash_idx').on(t.confirmTokenHash),
    uniqueIndex('newsletter_subscribers_unsubscribe_token_hash_idx').on(t.unsubscribeTokenHash),
  ],
);

/**
 * Blog posts: the six built-in articles (ids 1 to 6, seeded at start-up) and the ones staff
 * publish from the dashboard, numbered after them.
 */
export const blogPosts = pgTable('blog_posts', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 7 }),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  /** Sanitised HTML. */
  content: text('content').notNull(),
  excerpt: text('excerpt').notNull().default(''),
  /** One of the public blog's categories; posts from the dashboard may have none. */
  category: text('category'),
  author: text('author').notNull(),
  /** A path under the site (built-in covers) or a stored upload's name. */
  image: text('image'),
  readTime: text('read_time').notNull(),
  publishedOn: date('published_on', { mode: 'string' }).notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  /** When the post was last edited on the dashboard; null until then (the sitemap's lastmod). */
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});

/**
 * A file attached to an announcement, a broadcast or a ticket message, kept under
 * DATA_DIR/uploads by its server-made name (never the uploader's).
 */
export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** `<uuid>.<extension of the detected type>`: the name in the store and in download URLs. */
  fileName: text('file_name').notNull().unique(),
  /** The uploader's name for it, for Content-Disposition only. */
  originalName: text('original_name').notNull(),
  /** Detected from the content (magic bytes), not from the name or the client's header. */
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Staff news for chosen users (spec 2.11, 3: announceID, subject, description, fileName, issueDate). */
export const announcements = pgTable('announcements', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  subject: text('subject').notNull(),
  description: text('description').notNull(),
  uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const announcementRecipients = pgTable(
  'announcement_recipients',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.userId] }),
    index('announcement_recipients_user_idx').on(t.userId),
  ],
);

/** Staff news for every user (spec 3: broadID, subject, description, fileName, issueDate). */
export const broadcasts = pgTable('broadcasts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  subject: text('subject').notNull(),
  description: text('description').notNull(),
  uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Which user has opened which broadcast (the top bar counts the others). */
export const broadcastReads = pgTable(
  'broadcast_reads',
  {
    broadcastId: integer('broadcast_id')
      .notNull()
      .references(() => broadcasts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.broadcastId, t.userId] })],
);

/** A user's support request (spec 2.11: types Fetch Instance, Create New Instance, Other). */
export const tickets = pgTable(
  'tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['Fetch Instance', 'Create New Instance', 'Other'] }).notNull(),
    /** The token the request is about, when one was given (the createTicket page's uuid). */
    instanceId: text('instance_id'),
    subject: text('subject').notNull(),
    status: text('status', { enum: ['open', 'pending', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tickets_user_idx').on(t.userId, t.id),
    index('tickets_status_idx').on(t.status, t.id),
    check('tickets_type_check', sql`${t.type} in ('Fetch Instance', 'Create New Instance', 'Other')`),
    check('tickets_status_check', sql`${t.status} in ('open', 'pending', 'closed')`),
  ],
);

/** A ticket's thread: the user's description first, then replies from either side. */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Written by Admin or CRM staff (the user is e-mailed). */
    fromStaff: boolean('from_staff').notNull(),
    body: text('body').notNull(),
    uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticketId, t.id)],
);

/** Something a user should see (a new announcement, a ticket reply, a token event), until read. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['announcement', 'broadcast', 'ticket', 'token'] }).notNull(),
    title: text('title').notNull(),
    /** Where the item leads in the dashboard, e.g. /dashboard/announcement?id=3. */
    link: text('link').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.id)],
);

// ---- Google Sheets integration ----
/** A CSV or XLSX file uploaded for a bulk send, parsed, until a run is made of it (or a day passes). */
export const sheetUploads = pgTable('sheet_uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  instanceId: text('instance_id')
    .notNull()
    .references(() => instances.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  /** Every row of the file's first sheet, the header row first. */
  rows: jsonb('rows').$type<string[][]>().notNull(),
  createdAt: createdAt(),
});

/** A bulk send: the rows of a sheet tab or an uploaded file, queued a few at a time through the token's sending. */
export const sheetRuns = pgTable(
  'sheet_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instanceId: text('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['sheet', 'file'] }).notNull(),
    spreadsheetId: text('spreadsheet_id'),
    /** The tab's or the file's name. */
    name: text('name').notNull(),
    status: text('status', { enum: ['ready', 'running', 'paused', 'cancelled', 'completed'] })
      .notNull()
      .default('ready'),
    /** The column (0-based) each row's status is written to in the sheet; null for files. */
    statusColumn: integer('status_column'),
    total: integer('total').notNull(),
    /** Why the last write-back to the sheet failed; cleared by the next that works. */
    lastError: text('last_error'),
    /** When its rows' statuses were last compared with what the sheet shows. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('sheet_runs_instance_idx').on(t.instanceId, t.createdAt)],
);

/**
 * One row of a run. Its own status says whether it was invalid, is waiting, or was cancelled;
 * once queued, the message it became (message_id) tells how far it got.
 */
export const sheetRunRows = pgTable(
  'sheet_run_rows',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => sheetRuns.id, { onDelete: 'cascade' }),
    /** Its row number in the sheet or file (the header is row 1). */
    rowNumber: integer('row_number').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    mediaUrl: text('media_url'),
    status: text('status', { enum: ['invalid', 'pending', 'queued', 'cancelled'] }).notNull(),
    reason: text('reason'),
    messageId: uuid('message_id'),
    /** What was last written to the sheet's status cell. */
    writtenStatus: text('written_status'),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.rowNumber] }),
    index('sheet_run_rows_pending_idx').on(t.runId, t.rowNumber).where(sql`${t.status} = 'pending'`),
  ],
);

/** A token's watching automations: the message log sheet, and sending on each new row. */
export const sheetAutomations = pgTable(
  'sheet_automations',
  {
    instanceId: text('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['event_log', 'new_row'] }).notNull(),
    spreadsheetId: text('spreadsheet_id').notNull(),
    tab: text('tab').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    /** new_row: the column holding the phone number (0-based). */
    phoneColumn: integer('phone_column'),
    template: text('template').notNull().default(''),
    /** event_log: the last event (seq) looked at; new_row: the last sheet row looked at. */
    cursor: bigint('cursor', { mode: 'number' }).notNull().default(0),
    /** event_log: rows written; new_row: messages queued. */
    done: integer('done').notNull().default(0),
    lastError: text('last_error'),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.kind] })],
);

/** A running server process that hosts messaging sessions; alive while its heartbeat is fresh. */
export const workerProcesses = pgTable('worker_processes', {
  id: text('id').primaryKey(),
  role: text('role').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which process hosts each token's messaging session. `owner` is null while nobody does (its
 * process died or let it go); `fence` grows with every new owner, so work guarded by an older
 * fence can tell it is no longer the owner's.
 */
export const sessionLeases = pgTable(
  'session_leases',
  {
    instanceId: text('instance_id')
      .primaryKey()
      .references(() => instances.id, { onDelete: 'cascade' }),
    owner: text('owner').references(() => workerProcesses.id, { onDelete: 'set null' }),
    fence: bigint('fence', { mode: 'number' }).notNull().default(0),
    acquiredAt: timestamp('acquired_at', { withTimezone: true }),
  },
  (t) => [index('session_leases_owner_idx').on(t.owner)],
);
