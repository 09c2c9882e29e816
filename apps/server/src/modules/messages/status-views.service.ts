import type { StatusViewedEvent } from '@chatgate/contracts';
import type { Db } from '../../db/client';
import type { EngineEvents } from '../../engines/engine-events';
import { appendEvent } from '../events/events.service';
import type { WakeUps } from '../events/wake-ups';
import { findMessage } from './messages.queries';

/**
 * A contact opened one of the token's statuses (the engine's `statusViewed`): its status.viewed
 * event. A view of a message that is not one of the token's statuses is dropped.
 */
export async function recordStatusView(
  { db, wakeUps }: { db: Db; wakeUps: WakeUps },
  view: EngineEvents['statusViewed'],
): Promise<void> {
  const stored = await db.transaction(async (tx) => {
    const row = await findMessage(tx, view.statusId);
    if (!row || row.instanceId !== view.insid || row.direction !== 'out' || row.type !== 'status')
      return false;
    const event: StatusViewedEvent = {
      statusId: view.statusId,
      viewer: view.viewer,
      timestamp: view.timestamp.toISOString(),
    };
    await appendEvent(tx, view.insid, 'status.viewed', event);
    return true;
  });
  if (stored) wakeUps.eventsCommitted();
}
