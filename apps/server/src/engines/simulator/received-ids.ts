import type { Queryable } from '../../db/client';
import { incomingIdOf } from '../incoming-id';
import { type ChatMessageRow, findInDirectChat, receivedFrom } from './sim-messages.queries';
import type { NetworkPhone } from './simulator.queries';

/**
 * The id a token (linked to `tokenPhone`) knows a chat's message by: what another token sent to
 * its phone under the id derived from it as for any received message (not the message's own id,
 * which the sending token's message already has); anything else (its own sends, what phones
 * typed) under its own.
 */
export function idForToken(insid: string, tokenPhone: string, message: ChatMessageRow): string {
  return message.direction === 'in' && message.phone === tokenPhone
    ? incomingIdOf(insid, message.id)
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
  tokenPhone: NetworkPhone,
  peer: string,
  quotedId: string,
): Promise<ChatMessageRow | undefined> {
  const own = await findInDirectChat(db, tokenPhone, peer, quotedId);
  if (own) return own;
  const candidates = await receivedFrom(db, tokenPhone, peer, QUOTABLE_RECEIVED);
  return candidates.find((message) => incomingIdOf(insid, message.id) === quotedId);
}
