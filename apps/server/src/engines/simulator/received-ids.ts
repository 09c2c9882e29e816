import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/client';
import { type ChatMessageRow, findInDirectChat, receivedFrom } from './simulator.queries';

/**
 * The id under which a token receives a message another token sent to its phone: not the
 * message's own id, which the sending token's message already has, but a name-based (version 3)
 * UUID of it, so that a quote of it can be traced back.
 */
export function receivedIdOf(insid: string, simMessageId: string): string {
  const bytes = createHash('md5').update(`${insid}:${simMessageId}`).digest();
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x30;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The id a token (linked to `tokenPhone`) knows a chat's message by: what another token sent to
 * its phone under the derived id; anything else (its own sends, what phones typed) under its own.
 */
export function idForToken(insid: string, tokenPhone: string, message: ChatMessageRow): string {
  return message.direction === 'in' && message.phone === tokenPhone
    ? receivedIdOf(insid, message.id)
    : message.id;
}

/** How far back a token's quote of a message another token sent it is looked for. */
const QUOTABLE_RECEIVED = 1000;

/**
 * The message of the chat between the token's phone and `peer` that the token `insid` quotes by
 * `quotedId`: one it sent or a phone typed (its own id), or one another token sent it (the id it
 * received it by, among its latest received ones).
 */
export async function quotedByToken(
  db: Queryable,
  insid: string,
  tokenPhone: string,
  peer: string,
  quotedId: string,
): Promise<ChatMessageRow | undefined> {
  const own = await findInDirectChat(db, tokenPhone, peer, quotedId);
  if (own) return own;
  const candidates = await receivedFrom(db, tokenPhone, peer, QUOTABLE_RECEIVED);
  return candidates.find((message) => receivedIdOf(insid, message.id) === quotedId);
}
