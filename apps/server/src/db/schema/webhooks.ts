import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { instanceEvents } from './events';
import { instances } from './instances';

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
  /** The body deliveries carry: ours (`chatgate`) or Green-API's webhook format (`green-api`, decision 0034). */
  format: text('format').notNull().default('chatgate'),
  /** Green-API's webhookUrlToken, sealed like the secret: sent as `Authorization: Bearer` with its format. */
  bearerTokenCipher: text('bearer_token_cipher'),
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
