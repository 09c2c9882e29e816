import type { Db } from '../../db/client';
import { GroupCommit } from '../../db/group-commit';
import type { WakeUps } from '../events/wake-ups';
import type { IntakeMeter } from './intake-meter';
import { enqueueMany, type QueuedMessage } from './outbound-queue.service';

/**
 * Send calls committed together: resolves with the message id once its row is committed, or
 * null when the token no longer exists.
 */
export type SendBatcher = GroupCommit<QueuedMessage, string | null>;

/** One per process runtime, so every send call of the process joins the same batches. */
export function createSendBatcher({
  db,
  intake,
  wakeUps,
}: {
  db: Db;
  intake: IntakeMeter;
  wakeUps: WakeUps;
}): SendBatcher {
  return new GroupCommit(
    async (messages: QueuedMessage[]) => {
      intake.record(messages.length);
      const { ids, deliveries } = await enqueueMany(db, messages);
      wakeUps.messagesQueued(
        messages.map((m) => m.insid),
        deliveries,
      );
      return ids;
    },
    { awaitReturningCallers: true },
  );
}
