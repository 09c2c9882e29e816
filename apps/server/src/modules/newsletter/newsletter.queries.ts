import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';

export type Subscriber = typeof newsletterSubscribers.$inferSelect;
type Changes = Partial<Omit<typeof newsletterSubscribers.$inferInsert, 'id' | 'email' | 'createdAt'>>;

/** Inserts a pending subscriber unless the address is already known; true when inserted. */
export async function insertPendingIfNew(
  db: Queryable,
  row: Pick<
    typeof newsletterSubscribers.$inferInsert,
    'email' | 'source' | 'confirmTokenHash' | 'confirmExpiresAt' | 'unsubscribeTokenHash'
  >,
): Promise<boolean> {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ ...row, status: 'pending' })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return inserted.length > 0;
}

/** The subscriber of an address, locked for the rest of the transaction. */
export async function lockByEmail(db: Queryable, email: string): Promise<Subscriber | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .for('update')
    .limit(1);
  return row;
}

export async function lockByConfirmHash(db: Queryable, hash: string): Promise<Subscriber | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmTokenHash, hash))
    .for('update')
    .limit(1);
  return row;
}

export async function lockByUnsubscribeHash(db: Queryable, hash: string): Promise<Subscriber | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeTokenHash, hash))
    .for('update')
    .limit(1);
  return row;
}

/** Applies changes when the row is still in the expected state; true when it was. */
export async function updateSubscriber(
  db: Queryable,
  id: string,
  expected: Subscriber['status'],
  changes: Changes,
): Promise<boolean> {
  const updated = await db
    .update(newsletterSubscribers)
    .set(changes)
    .where(and(eq(newsletterSubscribers.id, id), eq(newsletterSubscribers.status, expected)))
    .returning({ id: newsletterSubscribers.id });
  return updated.length > 0;
}
