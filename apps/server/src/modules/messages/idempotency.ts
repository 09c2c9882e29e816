import { createHash } from 'node:crypto';
import { MessagingMessages } from '@chatgate/contracts';
import type { Db, Tx } from '../../db/client';
import { AppError, badRequest } from '../../http/app-error';
import * as q from './idempotency.queries';

/** How long an Idempotency-Key is remembered. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 3600_000;

export interface Answer {
  statusCode: number;
  body: object;
}

/**
 * Runs `work` once per (token, Idempotency-Key) within 24 h: a repeat gets the first answer,
 * a repeat with a different body gets 422. The key is claimed in the same transaction as the
 * work, so a failed attempt leaves no key behind.
 */
export async function idempotent(
  db: Db,
  insid: string,
  key: string,
  request: unknown,
  work: (tx: Tx) => Promise<Answer>,
): Promise<Answer> {
  if (key.length === 0 || key.length > 255) throw badRequest('Idempotency-Key must be 1 to 255 characters');
  const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  return db.transaction(async (tx) => {
    const existing = await q.findKey(tx, insid, key);
    if (existing && Date.now() - existing.createdAt.getTime() > IDEMPOTENCY_WINDOW_MS)
      await q.deleteKey(tx, insid, key);
    if (await q.claimKey(tx, insid, key, requestHash)) {
      const answer = await work(tx);
      await q.saveAnswer(tx, insid, key, answer.statusCode, answer.body);
      return answer;
    }
    const first = await q.findKey(tx, insid, key);
    if (!first || first.requestHash !== requestHash) {
      throw new AppError('IDEMPOTENCY_MISMATCH', MessagingMessages.idempotencyMismatch, 422);
    }
    return { statusCode: first.statusCode, body: first.response as object };
  });
}
