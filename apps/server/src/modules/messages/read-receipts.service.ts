import { ReadReceiptMessages } from '@chatgate/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { MessagingEngine } from '../../engines/engine';
import type { ApiToken } from '../../http/api-key-guard';
import { notFound } from '../../http/app-error';
import type { WakeUps } from '../events/wake-ups';
import { sendOwedReceipts } from './pending-receipts.service';
import { chatRead, markReceivedRead } from './read-receipts.queries';

export interface ReadReceiptDeps {
  db: Db;
  engine: MessagingEngine;
  wakeUps: WakeUps;
}

/**
 * Marks the token's received messages of a chat (a number or a group id) read: those up to and
 * including `upTo` (one of them, by arrival), or all. Answers how many it newly marked. Needs an
 * active token (its route checks it when it counts the call against the key's rate limit); a
 * linked phone it does not need. The read state is committed together with the read receipts it owes
 * (pending_read_receipts; none for messages a phone linked earlier received: a receipt goes only
 * from the phone that received the message), then the engine is asked to send them at once. A receipt that cannot be
 * sent now (no phone linked, the phone offline, a crash before the send) stays owed and the answer
 * is the same: the ReadReceiptSender job sends it when the token's phone connects again, else
 * tries again after a growing wait (also after a restart), and gives it up, with a log line, a
 * week after the marking (WhatsApp ignores older receipts). A receipt the engine took is not sent
 * again.
 */
export async function markChatRead(
  { db, engine, wakeUps }: ReadReceiptDeps,
  log: FastifyBaseLogger,
  token: ApiToken,
  chatId: string,
  upTo?: string,
): Promise<number> {
  const marked = await markReceivedRead(db, token.id, chatId, upTo ?? null);
  if (!marked.found) throw notFound(ReadReceiptMessages.messageNotReceived);
  await chatRead(db, token.id, chatId, marked.messages.length, upTo === undefined);
  wakeUps.eventsAppended(marked.deliveries);
  if (marked.messages.length > 0) {
    const { error } = await sendOwedReceipts(db, engine, token.id, chatId).catch((err: unknown) => ({
      error: err,
    }));
    if (error)
      log.warn({ err: error, insid: token.id, chatId }, 'read receipts not sent yet; they are sent later');
  }
  return marked.messages.length;
}
