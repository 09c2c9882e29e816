import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { companies, instances, paymentOrders, payments, paymentWebhookEvents, users } from '../../db/schema';

export type OrderRow = typeof paymentOrders.$inferSelect;
export type PaymentDbRow = typeof payments.$inferSelect;

export async function insertOrder(db: Queryable, order: typeof paymentOrders.$inferInsert): Promise<void> {
  await db.insert(paymentOrders).values(order);
}

/** The order, locked until the end of the transaction: reports of one order are settled one at a time. */
export async function lockOrder(db: Queryable, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id)).for('update');
  return row;
}

export async function findOrder(db: Queryable, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  return row;
}

export async function paymentsOfOrder(db: Queryable, orderId: string): Promise<PaymentDbRow[]> {
  return db.select().from(payments).where(eq(payments.orderId, orderId));
}

export async function upsertPayment(db: Queryable, row: typeof payments.$inferInsert): Promise<void> {
  await db
    .insert(payments)
    .values(row)
    .onConflictDoUpdate({
      target: payments.id,
      set: {
        status: row.status,
        method: sql`coalesce(${payments.method}, excluded.method)`,
        transactionId: sql`coalesce(${payments.transactionId}, excluded.transaction_id)`,
        error: row.error ?? null,
        updatedAt: new Date(),
      },
    });
}

export async function markActivated(db: Queryable, paymentId: string): Promise<void> {
  await db.update(payments).set({ activatedAt: new Date() }).where(eq(payments.id, paymentId));
}

/** Active, no longer a trial, valid for `days` more from the later of now and its current end. */
export async function extendToken(db: Queryable, insid: string, days: number): Promise<Date | null> {
  const [row] = await db
    .update(instances)
    .set({
      status: 'Active',
      trial: false,
      validTill: sql`greatest(now(), coalesce(${instances.validTill}, now())) + make_interval(days => ${days})`,
    })
    .where(eq(instances.id, insid))
    .returning({ validTill: instances.validTill });
  return row?.validTill ?? null;
}

/** Takes back `days` of a token's validity (a refunded payment's); the expiry job ends it if that is past. */
export async function shortenToken(db: Queryable, insid: string, days: number): Promise<Date | null> {
  const [row] = await db
    .update(instances)
    .set({ validTill: sql`${instances.validTill} - make_interval(days => ${days})` })
    .where(eq(instances.id, insid))
    .returning({ validTill: instances.validTill });
  return row?.validTill ?? null;
}

/** Records a provider event id; false when it was recorded before (a duplicate delivery). */
export async function recordWebhookEvent(db: Queryable, id: string, type: string): Promise<boolean> {
  const inserted = await db
    .insert(paymentWebhookEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: paymentWebhookEvents.id });
  return inserted.length === 1;
}

const historyColumns = {
  instanceName: instances.name,
  insid: instances.id,
  paymentId: payments.id,
  orderId: paymentOrders.id,
  amount: paymentOrders.amount,
  currency: paymentOrders.currency,
  validityDays: paymentOrders.validityDays,
  createdAt: payments.createdAt,
  method: payments.method,
  transactionId: payments.transactionId,
  status: payments.status,
};

/** The payments of a user's tokens, newest first. */
export function paymentHistory(db: Queryable, userId: string, limit: number) {
  return db
    .select(historyColumns)
    .from(payments)
    .innerJoin(paymentOrders, eq(paymentOrders.id, payments.orderId))
    .innerJoin(instances, eq(instances.id, paymentOrders.instanceId))
    .where(eq(paymentOrders.userId, userId))
    .orderBy(desc(payments.createdAt))
    .limit(limit);
}

export type HistoryRow = Awaited<ReturnType<typeof paymentHistory>>[number];

/** One payment of the user with who it was billed to. */
export async function receiptOf(db: Queryable, userId: string, paymentId: string) {
  const [row] = await db
    .select({
      ...historyColumns,
      userName: users.name,
      userEmail: users.email,
      companyName: companies.companyName,
      address: companies.address,
      contactNumber: companies.contactNumber,
      companyEmail: companies.companyEmail,
    })
    .from(payments)
    .innerJoin(paymentOrders, eq(paymentOrders.id, payments.orderId))
    .innerJoin(instances, eq(instances.id, paymentOrders.instanceId))
    .innerJoin(users, eq(users.id, paymentOrders.userId))
    .leftJoin(companies, eq(companies.userId, paymentOrders.userId))
    .where(and(eq(payments.id, paymentId), eq(paymentOrders.userId, userId)));
  return row;
}
