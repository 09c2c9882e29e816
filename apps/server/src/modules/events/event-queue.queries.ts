import { and, asc, eq, gt, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { eventReceipts, instanceEvents } from '../../db/schema';
import type { EventRow } from './events.queries';

export interface Receipts {
  deletedThrough: number;
  deletedSeqs: number[];
}

/** Which of the queue's events are done with: what the token deleted so far (nothing at first). */
export async function receiptsOf(db: Queryable, insid: string, lock = false): Promise<Receipts> {
  const query = db
    .select({ deletedThrough: eventReceipts.deletedThrough, deletedSeqs: eventReceipts.deletedSeqs })
    .from(eventReceipts)
    .where(eq(eventReceipts.instanceId, insid));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? { deletedThrough: 0, deletedSeqs: [] };
}

export interface QueueFilter {
  types: readonly string[];
  since: Date;
}

/** The token's events of `filter`: of its types and newer than its `since`. */
const ofFilter = (insid: string, filter: QueueFilter) => [
  eq(instanceEvents.instanceId, insid),
  inArray(instanceEvents.type, [...filter.types]),
  gte(instanceEvents.createdAt, filter.since),
];

/** The token's oldest event of `filter` after the receipts' mark and not deleted, and newer than `since`. */
export async function firstPending(
  db: Queryable,
  insid: string,
  receipts: Receipts,
  filter: QueueFilter,
): Promise<EventRow | null> {
  const [row] = await db
    .select()
    .from(instanceEvents)
    .where(
      and(
        ...ofFilter(insid, filter),
        gt(instanceEvents.seq, receipts.deletedThrough),
        receipts.deletedSeqs.length ? notInArray(instanceEvents.seq, receipts.deletedSeqs) : undefined,
      ),
    )
    .orderBy(asc(instanceEvents.seq))
    .limit(1);
  return row ?? null;
}

/** Whether the token has an event `seq` of `filter`, newer than `since`. */
export async function hasEvent(db: Queryable, insid: string, seq: number, filter: QueueFilter) {
  const rows = await db
    .select({ seq: instanceEvents.seq })
    .from(instanceEvents)
    .where(and(...ofFilter(insid, filter), eq(instanceEvents.seq, seq)));
  return rows.length > 0;
}

export async function saveReceipts(db: Queryable, insid: string, receipts: Receipts): Promise<void> {
  await db
    .insert(eventReceipts)
    .values({ instanceId: insid, ...receipts })
    .onConflictDoUpdate({
      target: eventReceipts.instanceId,
      set: { deletedThrough: receipts.deletedThrough, deletedSeqs: sql`excluded.deleted_seqs` },
    });
}

/** Makes the token's receipts row if it has none, so that it can be locked. */
export async function ensureReceipts(db: Queryable, insid: string): Promise<void> {
  await db.insert(eventReceipts).values({ instanceId: insid }).onConflictDoNothing();
}
