import type { Db } from '../../db/client';
import { GroupCommit } from '../../db/group-commit';
import { onePerDb } from '../../db/one-per-db';
import { intakeMeterFor } from './intake-meter';
import { enqueueMany, type QueuedMessage } from './outbound-queue.service';
import { messagesQueued } from './outbound-signal';

/**
 * Send calls committed together: resolves with the message id once its row is committed, or
 * null when the token no longer exists.
 */
export type SendBatcher = GroupCommit<QueuedMessage, string | null>;

export function createSendBatcher(db: Db): SendBatcher {
  const intake = intakeMeterFor(db);
  return new GroupCommit(
    async (messages: QueuedMessage[]) => {
      intake.record(messages.length);
      const { ids, deliveries } = await enqueueMany(db, messages);
      messagesQueued(
        messages.map((m) => m.insid),
        deliveries,
      );
      return ids;
    },
    { awaitReturningCallers: true },
  );
}

export const sendBatcherFor = onePerDb(createSendBatcher);
