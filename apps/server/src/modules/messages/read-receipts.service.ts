import { ReadReceiptMessages } from '@chatgate/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { MessagingEngine } from '../../engines/engine';
import { type ApiToken, requireActiveToken } from '../../http/api-key-guard';
import { notFound } from '../../http/app-error';
import type { RateLimiter } from '../../http/rate-limit';
import { eventsCommitted } from '../events/events.service';
import { markReceivedRead } from './read-receipts.queries';

export interface ReadReceiptDeps {
  db: Db;
  engine: MessagingEngine;
  limiter: RateLimiter;
}

/**
 * Marks the token's received messages of a chat (a number or a group id) read: those up to and
 * including `upTo` (one of them, by arrival), or all. Answers how many it newly marked. Needs an
 * active token and counts against the key's rate limit, as sending does; a linked phone it does
 * not need. The read state is committed first, then the engine sends the read receipts. A receipt
 * that cannot be sent (no phone linked, the phone offline) is logged as a warning and not retried:
 * the messages stay read and the answer is the same.
 */
export async function markChatRead(
  { db, engine, limiter }: ReadReceiptDeps,
  log: FastifyBaseLogger,
  token: ApiToken,
  chatId: string,
  upTo?: string,
): Promise<number> {
  requireActiveToken(token);
  limiter.take(token.id);
  const marked = await markReceivedRead(db, token.id, chatId, upTo ?? null);
  if (!marked.found) throw notFound(ReadReceiptMessages.messageNotReceived);
  if (marked.deliveries > 0) eventsCommitted();
  if (marked.messages.length > 0) {
    await engine.sendReadReceipts(token.id, chatId, marked.messages).catch((error: unknown) => {
      log.warn({ err: error, insid: token.id, chatId }, 'read receipts not sent; the messages stay read');
    });
  }
  return marked.messages.length;
}
