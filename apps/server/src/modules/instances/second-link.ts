import { InstanceMessages } from '@chatgate/contracts';
import type { Db } from '../../db/client';
import type { MessagingEngine } from '../../engines/engine';
import { toInstanceEvent } from './instance-view';
import { findInstance } from './instances.queries';
import type { LiveUpdates } from './live-updates';

/**
 * Undoes a link the engine made to a phone that another token already holds (one phone links to
 * one token): WhatsApp lets a phone link several devices, so only the server can refuse it. The
 * engine's `disconnected` event then stores the token as disconnected; its owner's dashboards are
 * told why first.
 */
export async function undoSecondLink(
  deps: { db: Db; engine: MessagingEngine; live: LiveUpdates },
  insid: string,
): Promise<void> {
  const row = await findInstance(deps.db, insid);
  if (row) {
    const event = toInstanceEvent(row, { state: 'idle' });
    deps.live.publish(row.userId, { ...event, notice: InstanceMessages.phoneLinkedElsewhere });
  }
  await deps.engine.logout(insid);
}
