import { and, eq, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { deleteInBatches } from '../../db/delete-in-batches';
import { idempotencyKeys } from '../../db/schema';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/**
 * Claims the key for this request. When another request holds it uncommitted, PostgreSQL makes
 * this wait for that one to finish, so two racing requests never both run.
 */
export async function claimKey(
  db: Queryable,
  insid: string,
  key: string,
  requestHash: string,
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ instanceId: insid, key, requestHash, statusCode: 0, response: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function findKey(
  db: Queryable,
  insid: string,
  key: string,
): Promise<IdempotencyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.instanceId, insid), eq(idempotencyKeys.key, key)));
  return row;
}

export async function saveAnswer(
  db: Queryable,
  insid: string,
  key: string,
  statusCode: number,
  response: object,
) {
  await db
    .update(idempotencyKeys)
    .set({ statusCode, response })
    .where(and(eq(idempotencyKeys.instanceId, insid), eq(idempotencyKeys.key, key)));
}

export async function deleteKeysBefore(db: Queryable, cutoff: Date, batchSize?: number): Promise<number> {
  return deleteInBatches(db, idempotencyKeys, lt(idempotencyKeys.createdAt, cutoff), batchSize);
}

export async function deleteKey(db: Queryable, insid: string, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.instanceId, insid), eq(idempotencyKeys.key, key)));
}
