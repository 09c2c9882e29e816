import type { Db } from '../../db/client';
import * as q from './event-queue.queries';
import type { EventRow } from './events.queries';

/** How long an event stays in the queue when nobody deletes it (Green-API keeps its notifications 24 h). */
export const EVENT_QUEUE_HOURS = 24;

const filterOf = (types: readonly string[], now: Date): q.QueueFilter => ({
  types,
  since: new Date(now.getTime() - EVENT_QUEUE_HOURS * 3_600_000),
});

/**
 * The token's event log read as a queue (decision 0034, Green-API's receiveNotification): its
 * oldest event of `types` from the last EVENT_QUEUE_HOURS that was not deleted, the same one
 * again until it is; null when there is none.
 */
export async function firstQueuedEvent(
  db: Db,
  insid: string,
  types: readonly string[],
  now = new Date(),
): Promise<EventRow | null> {
  return q.firstPending(db, insid, await q.receiptsOf(db, insid), filterOf(types, now));
}

/**
 * Takes event `seq` off the token's queue; false when it is not in the queue (deleted already,
 * not an event of `types`, too old, or none). The mark moves up to just before the first event
 * still queued, so the set of events deleted out of order stays small.
 */
export async function deleteQueuedEvent(
  db: Db,
  insid: string,
  seq: number,
  types: readonly string[],
  now = new Date(),
): Promise<boolean> {
  const filter = filterOf(types, now);
  return db.transaction(async (tx) => {
    await q.ensureReceipts(tx, insid);
    const receipts = await q.receiptsOf(tx, insid, true);
    if (seq <= receipts.deletedThrough || receipts.deletedSeqs.includes(seq)) return false;
    if (!(await q.hasEvent(tx, insid, seq, filter))) return false;
    const deleted = { ...receipts, deletedSeqs: [...receipts.deletedSeqs, seq] };
    const first = await q.firstPending(tx, insid, deleted, filter);
    const through = first
      ? Math.max(receipts.deletedThrough, first.seq - 1)
      : Math.max(receipts.deletedThrough, ...deleted.deletedSeqs);
    await q.saveReceipts(tx, insid, {
      deletedThrough: through,
      deletedSeqs: deleted.deletedSeqs.filter((s) => s > through),
    });
    return true;
  });
}
