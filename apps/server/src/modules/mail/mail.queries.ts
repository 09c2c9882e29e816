import { and, eq, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { deleteInBatches } from '../../db/delete-in-batches';
import { mailOutbox } from '../../db/schema';

export type OutboxMail = typeof mailOutbox.$inferSelect;
export type NewMail = Pick<
  typeof mailOutbox.$inferInsert,
  'toAddress' | 'subject' | 'textBody' | 'htmlBody' | 'replyTo'
>;

export async function insertMail(db: Queryable, mail: NewMail): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function findMail(db: Queryable, id: string): Promise<OutboxMail | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row;
}

/**
 * A mail's bodies once no attempt is left to make: reset links and one-time codes must not outlive
 * their delivery in the database. The row keeps who, what subject, when and how it went.
 */
const SCRUBBED_BODIES = { textBody: '', htmlBody: null } as const;

export async function markDelivered(db: Queryable, id: string, status: 'sent' | 'logged'): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status,
      sentAt: new Date(),
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: null,
      ...SCRUBBED_BODIES,
    })
    .where(eq(mailOutbox.id, id));
}

export async function markAttemptFailed(
  db: Queryable,
  id: string,
  error: string,
  final: boolean,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: error.slice(0, 1000),
      ...(final ? { status: 'failed', ...SCRUBBED_BODIES } : {}),
    })
    .where(eq(mailOutbox.id, id));
}

/** Pending mails older than the cut-off: their delivery job may have been lost in a crash. */
export async function stalePendingMailIds(db: Queryable, olderThan: Date): Promise<string[]> {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lt(mailOutbox.createdAt, olderThan)))
    .limit(500);
  return rows.map((r) => r.id);
}

/** Mails done with (sent, logged or given up on) before the cut-off; a pending mail stays, however old. */
export async function deleteFinishedMailsBefore(
  db: Queryable,
  cutoff: Date,
  batchSize?: number,
): Promise<number> {
  return deleteInBatches(
    db,
    mailOutbox,
    and(ne(mailOutbox.status, 'pending'), lt(mailOutbox.createdAt, cutoff)) as SQL,
    batchSize,
  );
}
