import { MessagingMessages } from '@chatgate/contracts';
import type { Queryable } from '../../db/client';
import { keysetPage } from '../../db/keyset-page';
import { conflict } from '../../http/app-error';
import type { WakeUps } from '../events/wake-ups';
import type { MessageRow } from './messages.queries';
import * as q from './queue.queries';
import { queueCursorOf } from './queue-cursor';
import { messageIdOrNotFound, tokenMessage } from './token-messages.service';

/** A whole queue is cancelled this many messages a statement, so no statement holds the token long. */
const CANCEL_CHUNK = 1000;

/** What cancelling needs: the database, and the wake-up of the webhook deliverer for the events. */
export interface QueueDeps {
  db: Queryable;
  wakeUps: WakeUps;
}

export interface QueuePage {
  count: number;
  rows: MessageRow[];
  /** The queue position to pass as the next page's cursor, or null on the last page. */
  nextCursor: string | null;
}

/** One page of the token's queued messages, oldest (next to go) first. */
export async function queuePage(
  db: Queryable,
  insid: string,
  after: number | null,
  limit: number,
): Promise<QueuePage> {
  const [count, page] = await Promise.all([
    q.queuedCount(db, insid),
    keysetPage((read) => q.queuedMessages(db, insid, after, read), limit, queueCursorOf),
  ]);
  return { count, ...page };
}

async function cancelled({ db, wakeUps }: QueueDeps, insid: string, filter: q.CancelFilter) {
  const changed = await q.cancelQueued(db, insid, filter);
  wakeUps.eventsAppended(changed.deliveries);
  return changed.ids;
}

/**
 * Cancels one queued message: it fails with the reason "cancelled". 404 for a message of another
 * token; 409 once it has left the queue or is being handed to the engine.
 */
export async function cancelMessage(deps: QueueDeps, insid: string, id: string): Promise<MessageRow> {
  // The cancel only takes the token's own rows, so another token's id changes nothing and is
  // then answered 404 by the read.
  const ids = await cancelled(deps, insid, { ids: [messageIdOrNotFound(id)], limit: 1 });
  const row = await tokenMessage(deps.db, insid, id);
  if (ids.has(id)) return row;
  throw conflict(row.status === 'queued' ? MessagingMessages.cancelTooLate : MessagingMessages.cannotCancel);
}

/**
 * Cancels every message queued when it was called (not the ones queued meanwhile), except those
 * being handed to the engine. Answers how many it cancelled.
 */
export async function cancelQueue(deps: QueueDeps, insid: string): Promise<number> {
  const upToSeq = await q.lastQueuedSeq(deps.db, insid);
  if (upToSeq === null) return 0;
  let total = 0;
  for (;;) {
    const ids = await cancelled(deps, insid, { upToSeq, limit: CANCEL_CHUNK });
    total += ids.size;
    if (ids.size < CANCEL_CHUNK) return total;
  }
}
