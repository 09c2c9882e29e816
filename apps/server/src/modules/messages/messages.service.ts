import { EventEmitter } from 'node:events';
import type { Db, Tx } from '../../db/client';
import {
  type DeliveryStatus,
  describeMessage,
  type IncomingMessage,
  type OutgoingMessage,
} from '../../engines/engine';
import { appendEvent, eventsCommitted } from '../events/events.service';
import { toMessageView } from './message-view';
import * as q from './messages.queries';

export type { MessageRow } from './messages.queries';
export { toMessageView };

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type QueuedContent = DistributiveOmit<OutgoingMessage, 'id'>;

/** Wakes the outbound sender when messages were queued (it also polls). */
export const outboundSignal = new EventEmitter();

/** Stores an outbound message as queued, with its event, inside the caller's transaction. */
export async function enqueue(tx: Tx, insid: string, content: QueuedContent, validitySeconds: number | null) {
  const { to, ...payload } = content;
  const row = await q.insertMessage(tx, {
    instanceId: insid,
    direction: 'out',
    remote: to,
    type: content.kind === 'media' ? content.mediaType : content.kind,
    body: describeMessage({ ...content, id: '' }),
    payload,
    status: 'queued',
    expiresAt: validitySeconds ? new Date(Date.now() + validitySeconds * 1000) : null,
  });
  if (!row) throw new Error('message insert returned no row');
  await appendEvent(tx, insid, 'message.status', toMessageView(row));
  return row;
}

/** Call after the transaction that queued messages has committed. */
export function messagesQueued(): void {
  outboundSignal.emit('queued');
  eventsCommitted();
}

/** The message as the engine sends it, rebuilt from the stored row. */
export function outgoingOf(row: q.MessageRow): OutgoingMessage {
  return { ...(row.payload as object), id: row.id, to: row.remote } as OutgoingMessage;
}

export async function recordIncoming(db: Db, insid: string, message: IncomingMessage) {
  await db.transaction(async (tx) => {
    const row = await q.insertMessage(tx, {
      id: message.id,
      instanceId: insid,
      direction: 'in',
      remote: message.from,
      type: message.type,
      body: message.body,
      payload: null,
      status: 'received',
      expiresAt: null,
    });
    if (row) await appendEvent(tx, insid, 'message.received', toMessageView(row));
  });
  eventsCommitted();
}

export async function recordStatus(db: Db, id: string, status: DeliveryStatus | 'failed', error?: string) {
  const changed = await db.transaction(async (tx) => {
    const row = await q.advanceStatus(tx, id, status, error);
    if (row) await appendEvent(tx, row.instanceId, 'message.status', toMessageView(row));
    return row;
  });
  if (changed) eventsCommitted();
  return changed;
}

export const findMessage = q.findMessage;
export const messageHistory = q.history;
