import { and, asc, count, desc, eq, gt, lt, lte, min, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { messages } from '../../db/schema';

export type MessageRow = typeof messages.$inferSelect;
export type MessageStatus = MessageRow['status'];
export type NewMessage = Pick<
  typeof messages.$inferInsert,
  'instanceId' | 'direction' | 'remote' | 'type' | 'body' | 'payload' | 'status' | 'expiresAt'
> & {
  id?: string;
};

export async function insertMessage(db: Queryable, message: NewMessage): Promise<MessageRow | null> {
  const [row] = await db.insert(messages).values(message).onConflictDoNothing().returning();
  return row ?? null;
}

const ORDER: Record<MessageStatus, number> = {
  queued: 0,
  sent: 1,
  delivered: 2,
  read: 3,
  failed: 4,
  received: 4,
};

/** Moves a message forward only (a late "delivered" never overwrites "read"); null when nothing changed. */
export async function advanceStatus(
  db: Queryable,
  id: string,
  status: MessageStatus,
  error?: string,
): Promise<MessageRow | null> {
  const [row] = await db
    .select({ status: messages.status })
    .from(messages)
    .where(eq(messages.id, id))
    .for('update');
  if (!row || ORDER[row.status] >= ORDER[status]) return null;
  const [updated] = await db
    .update(messages)
    .set({
      status,
      error: error ?? null,
      updatedAt: new Date(),
      ...(status === 'sent' ? { sentAt: new Date() } : {}),
    })
    .where(eq(messages.id, id))
    .returning();
  return updated ?? null;
}

export async function findMessage(db: Queryable, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row;
}

/** Newest first; the cursor is the queue sequence of the last row of the previous page. */
export function history(
  db: Queryable,
  insid: string,
  before: number | null,
  limit: number,
): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.instanceId, insid), before === null ? undefined : lt(messages.queueSeq, before)))
    .orderBy(desc(messages.queueSeq))
    .limit(limit);
}

// ---- The outbound queue ----

export async function instancesWithDueMessages(db: Queryable, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ insid: messages.instanceId })
    .from(messages)
    .where(and(eq(messages.status, 'queued'), lte(messages.sendAfter, new Date())))
    .limit(limit);
  return rows.map((r) => r.insid);
}

export async function headOfQueue(db: Queryable, insid: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.instanceId, insid), eq(messages.status, 'queued')))
    .orderBy(asc(messages.queueSeq))
    .limit(1);
  return row;
}

export async function deferMessage(db: Queryable, id: string, until: Date): Promise<void> {
  await db.update(messages).set({ sendAfter: until }).where(eq(messages.id, id));
}

export async function countAttempt(db: Queryable, id: string): Promise<void> {
  await db
    .update(messages)
    .set({ attempts: sql`${messages.attempts} + 1` })
    .where(eq(messages.id, id));
}

/** How many messages went to the contact since, and when the earliest of them went. */
export async function sentToContactSince(db: Queryable, insid: string, remote: string, since: Date) {
  const [row] = await db
    .select({ n: count(), first: min(messages.sentAt) })
    .from(messages)
    .where(
      and(
        eq(messages.instanceId, insid),
        eq(messages.remote, remote),
        eq(messages.direction, 'out'),
        gt(messages.sentAt, since),
      ),
    );
  return { count: row?.n ?? 0, first: row?.first ?? null };
}
