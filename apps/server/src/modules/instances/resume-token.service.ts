import type { Db } from '../../db/client';
import type { MessagingEngine } from '../../engines/engine';
import { toInstanceEvent } from './instance-view';
import { findInstance, linkPhone, PHONE_TAKEN } from './instances.queries';
import type { LiveUpdates } from './live-updates';
import { undoSecondLink } from './second-link';

/**
 * A token back from expiry reconnects where its engine session allows, without a new QR; its
 * owner's dashboards are told. A phone another token linked meanwhile is let go (one phone, one token).
 */
export async function resumeToken(
  deps: { db: Db; engine: MessagingEngine; live: LiveUpdates },
  insid: string,
): Promise<void> {
  const session = await deps.engine.sessionState(insid);
  const row =
    session.state === 'connected'
      ? await linkPhone(deps.db, insid, session.wid)
      : await findInstance(deps.db, insid);
  if (row === PHONE_TAKEN) return undoSecondLink(deps, insid);
  if (row) deps.live.publish(row.userId, toInstanceEvent(row, session));
}
