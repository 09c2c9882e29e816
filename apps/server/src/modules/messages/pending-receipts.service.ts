import type { Db } from '../../db/client';
import type { MessagingEngine } from '../../engines/engine';
import { claimChatReceipts, receiptsFailed, receiptsSent } from './pending-receipts.queries';

export interface ReceiptsOutcome {
  /** How many receipts the engine took. */
  sent: number;
  /** Why the engine refused the chat's receipts (they are owed still, and tried again later). */
  error?: unknown;
}

/**
 * Sends the read receipts the token owes in the chat, all of them in one call and in the order the
 * messages arrived, then settles them: once the engine took them they are owed no more; else they
 * are released for a later try, after a growing wait (or at once when the phone connects).
 * Receipts another sender is handing over meanwhile are left to it, so none goes twice.
 */
export async function sendOwedReceipts(
  db: Db,
  engine: MessagingEngine,
  insid: string,
  chatId: string,
): Promise<ReceiptsOutcome> {
  const messages = await claimChatReceipts(db, insid, chatId);
  if (messages.length === 0) return { sent: 0 };
  const ids = messages.map((message) => message.id);
  try {
    await engine.sendReadReceipts(insid, chatId, messages);
  } catch (error) {
    await receiptsFailed(db, ids);
    return { sent: 0, error };
  }
  await receiptsSent(db, ids);
  return { sent: ids.length };
}
