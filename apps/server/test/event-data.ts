import { randomUUID } from 'node:crypto';
import type { EventDataOf } from '@chatgate/contracts';

/**
 * The data of a `message.received` event, as the server writes it (the message view), for tests
 * that append events themselves; `body` tells the events apart.
 */
export function receivedMessageData(insid: string, body: string): EventDataOf<'message.received'> {
  const at = new Date().toISOString();
  return {
    id: randomUUID(),
    insid,
    direction: 'in',
    chatId: '919800000000',
    author: null,
    senderLid: null,
    from: '919800000000',
    fromLid: null,
    authorLid: null,
    quotedId: null,
    type: 'text',
    body,
    media: null,
    status: 'received',
    error: null,
    editedAt: null,
    revokedAt: null,
    forwarded: false,
    createdAt: at,
    updatedAt: at,
  };
}
