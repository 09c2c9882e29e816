import { NOT_ACKNOWLEDGED, type UnacknowledgedMessage } from '@chatgate/contracts';
import type { Queryable } from '../../db/client';
import type { WakeUps } from '../events/wake-ups';
import { toMessageView } from './message-view';
import { advanceStatuses } from './messages.queries';
import * as q from './unacknowledged.queries';

/** What the ack sweep needs: the database, and the wake-up of the webhook deliverer for its events. */
export interface AckSweepDeps {
  db: Queryable;
  wakeUps: WakeUps;
}

/** The sweep fails this many messages a statement, so no statement holds many rows long. */
const SWEEP_BATCH = 500;

/**
 * Fails every message handed to WhatsApp more than `timeoutMs` ago that WhatsApp has not
 * acknowledged, with the reason "not acknowledged" and its message.status event (and webhook).
 * Safe to run in several processes at once: the status moves only forward under the row's lock,
 * so a message another run failed, or whose ack committed meanwhile, is left as it is. Answers
 * how many it failed.
 */
export async function failUnacknowledged(deps: AckSweepDeps, timeoutMs: number): Promise<number> {
  let failed = 0;
  for (;;) {
    const ids = await q.unacknowledgedSince(deps.db, timeoutMs, SWEEP_BATCH);
    const changed = await advanceStatuses(
      deps.db,
      ids.map((id) => ({ id, status: 'failed' as const, error: NOT_ACKNOWLEDGED })),
    );
    deps.wakeUps.eventsAppended(changed.deliveries);
    failed += changed.ids.size;
    if (ids.length < SWEEP_BATCH || changed.ids.size === 0) return failed;
  }
}

export interface UnacknowledgedPage {
  count: number;
  result: UnacknowledgedMessage[];
}

/** The token's newest sends failed as not acknowledged, each with its hand-over time. */
export async function unacknowledgedPage(
  db: Queryable,
  insid: string,
  limit: number,
): Promise<UnacknowledgedPage> {
  const [count, rows] = await Promise.all([
    q.notAcknowledgedCount(db, insid),
    q.notAcknowledged(db, insid, limit),
  ]);
  return {
    count,
    result: rows.map((row) => ({
      ...toMessageView(row),
      // Never null here: only a handed-over message can fail as not acknowledged.
      handedOverAt: (row.sentAt ?? row.updatedAt).toISOString(),
    })),
  };
}
