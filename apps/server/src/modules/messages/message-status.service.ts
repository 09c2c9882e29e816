import type { Db } from '../../db/client';
import { keptWriter } from '../../db/kept-writer';
import type { DeliveryStatus } from '../../engines/engine';
import { eventsCommitted } from '../events/events.service';
import * as q from './messages.queries';

/** Stores status changes with their message.status events. */
async function recordStatuses(db: Db, updates: q.StatusUpdate[]): Promise<void> {
  const changed = await q.advanceStatuses(db, updates);
  if (changed.deliveries > 0) eventsCommitted();
}

/**
 * Receipts arrive once (WhatsApp does not hand them over again), and in bursts: those arriving
 * together are committed together, in the order submitted, so a message's receipts are stored in
 * the order reported.
 */
const statusWriter = keptWriter('message-statuses', recordStatuses);

/** Writes the receipts an earlier process kept on disk during an outage; answers how many. */
export function replayHeldStatuses(db: Db): Promise<number> {
  return statusWriter.replay(db);
}

/** Moves a message's status forward (never back) and emits its event, once committed. */
export function recordStatus(db: Db, id: string, status: DeliveryStatus | 'failed', error?: string) {
  return statusWriter.submit(db, { id, status, ...(error === undefined ? {} : { error }) });
}
