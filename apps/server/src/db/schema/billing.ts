/** Payments for tokens and the reminders before a token expires. */
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { instances } from './instances';

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
