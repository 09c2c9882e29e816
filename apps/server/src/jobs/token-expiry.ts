import { NotificationMessages } from '@chatgate/contracts';
import type { Db } from '../db/client';
import type { MessagingEngine } from '../engines/engine';
import { toInstanceEvent } from '../modules/instances/instance-view';
import { expireDueInstances, unlinkPhone } from '../modules/instances/instances.queries';
import type { LiveUpdates } from '../modules/instances/live-updates';
import { notifyEach } from '../modules/notifications/notifications.service';
import type { Jobs } from './boss';

const QUEUE = 'token-expiry';

/**
 * Marks tokens past validTill "Trial Expired" or "Expired" and, in the same transaction, tells
 * each owner (a notification leading to Activate Now); then disconnects them. The engine
 * session is stopped, not logged out, so a payment can bring the token back without a new QR.
 */
export async function expireTokens(db: Db, engine: MessagingEngine, live: LiveUpdates): Promise<number> {
  const expired = await db.transaction(async (tx) => {
    const rows = await expireDueInstances(tx);
    await notifyEach(
      tx,
      rows.map((row) => ({
        userId: row.userId,
        kind: 'token' as const,
        title:
          row.status === 'Trial Expired'
            ? NotificationMessages.trialExpired(row.name)
            : NotificationMessages.tokenExpired(row.name),
        link: `/dashboard/subscribe?insid=${encodeURIComponent(row.id)}`,
      })),
    );
    return rows;
  });
  for (const row of expired) {
    await engine.stopSession(row.id);
    const current = (await unlinkPhone(db, row.id)) ?? row;
    live.publish(row.userId, toInstanceEvent(current, { state: 'idle' }));
  }
  return expired.length;
}

export async function scheduleTokenExpiry(
  jobs: Jobs,
  db: Db,
  engine: MessagingEngine,
  live: LiveUpdates,
): Promise<void> {
  await jobs.boss.createQueue(QUEUE, { name: QUEUE });
  await jobs.boss.work(QUEUE, async () => {
    await expireTokens(db, engine, live);
  });
  await jobs.boss.schedule(QUEUE, '* * * * *');
}
