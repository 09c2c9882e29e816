import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Db, Queryable, Tx } from '../../db/client';
import { GroupCommit, onePerDb } from '../../db/group-commit';
import {
  type DeliveryStatus,
  describeMessage,
  type IncomingMessage,
  type OutgoingMessage,
} from '../../engines/engine';
import { appendEvents, type EventType, eventsCommitted } from '../events/events.service';
import type { MediaStore } from '../media/media-store';
import { toMessageView } from './message-view';
import * as q from './messages.queries';

export type { MessageRow } from './messages.queries';
export { toMessageView };

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type QueuedContent = DistributiveOmit<OutgoingMessage, 'id'>;

/** Wakes the outbound sender when messages were queued (it also polls). */
export const outboundSignal = new EventEmitter();

export interface QueuedMessage {
  insid: string;
  content: QueuedContent;
  validitySeconds: number | null;
}

/**
 * Stores outbound messages as queued, each with its message.status event, in one statement
 * (atomic by itself, or part of the caller's transaction). Returns the ids in the order given; null for a token that no longer exists.
 */
export async function enqueueMany(db: Queryable, queued: QueuedMessage[]): Promise<Array<string | null>> {
  const now = new Date();
  const rows: q.QueuedRow[] = queued.map(({ insid, content, validitySeconds }) => {
    const { to, ...payload } = content;
    return {
      id: randomUUID(),
      instanceId: insid,
      direction: 'out',
      remote: to,
      type: content.kind === 'media' ? content.mediaType : content.kind,
      body: describeMessage({ ...content, id: '' }),
      payload,
      status: 'queued',
      expiresAt: validitySeconds ? new Date(now.getTime() + validitySeconds * 1000) : null,
      createdAt: now,
    };
  });
  const stored = await q.insertQueued(
    db,
    rows,
    rows.map((row) => ({
      insid: row.instanceId,
      type: 'message.status' satisfies EventType,
      data: toMessageView({ ...row, error: null, updatedAt: now }),
    })),
  );
  return rows.map((r) => (stored.has(r.id) ? r.id : null));
}

/** Queues one message in the caller's transaction; its id, or null when the token is gone. */
export async function enqueue(tx: Queryable, message: QueuedMessage): Promise<string | null> {
  const [id] = await enqueueMany(tx, [message]);
  return id ?? null;
}

/** Call after the transaction that queued messages has committed. */
export function messagesQueued(): void {
  outboundSignal.emit('queued');
  eventsCommitted();
}

/** The message as the engine sends it, rebuilt from the stored row. */
export function outgoingOf(row: q.MessageRow, media: MediaStore): OutgoingMessage {
  const message = { ...(row.payload as object), id: row.id, to: row.remote } as OutgoingMessage;
  return message.kind === 'media' ? { ...message, media: media.resolve(message.media) } : message;
}

interface Incoming {
  insid: string;
  message: IncomingMessage;
}

/**
 * Writes message rows and, in the same transaction, one event of `type` per row written; wakes
 * the webhook worker once committed.
 */
async function storeWithEvents(
  db: Db,
  type: 'message.received' | 'message.status',
  write: (tx: Tx) => Promise<q.MessageRow[]>,
): Promise<void> {
  const stored = await db.transaction(async (tx) => {
    const rows = await write(tx);
    await appendEvents(
      tx,
      rows.map((row) => ({ insid: row.instanceId, type, data: toMessageView(row) })),
    );
    return rows.length;
  });
  if (stored > 0) eventsCommitted();
}

/** Stores incoming messages (a repeat of an id is ignored) with their message.received events. */
function recordIncomingMany(db: Db, incoming: Incoming[]): Promise<void> {
  return storeWithEvents(db, 'message.received', (tx) =>
    q.insertMessages(
      tx,
      incoming.map(({ insid, message }) => ({
        id: message.id,
        instanceId: insid,
        direction: 'in' as const,
        remote: message.from,
        type: message.type,
        body: message.body,
        payload: null,
        status: 'received' as const,
        expiresAt: null,
      })),
    ),
  );
}

const incomingWriterFor = onePerDb((db) =>
  GroupCommit.ofWrites((items: Incoming[]) => recordIncomingMany(db, items)),
);

/** Stores an incoming message and its event; messages arriving together are committed together. */
export function recordIncoming(db: Db, insid: string, message: IncomingMessage): Promise<void> {
  return incomingWriterFor(db).submit({ insid, message });
}

/** Stores status changes with their message.status events in one transaction. */
function recordStatuses(db: Db, updates: q.StatusUpdate[]): Promise<void> {
  return storeWithEvents(db, 'message.status', (tx) => q.advanceStatuses(tx, updates));
}

/** Status changes arriving together (receipts come in bursts) are committed together. */
const statusWriterFor = onePerDb((db) =>
  GroupCommit.ofWrites((updates: q.StatusUpdate[]) => recordStatuses(db, updates)),
);

/** Moves a message's status forward (never back) and emits its event, once committed. */
export function recordStatus(db: Db, id: string, status: DeliveryStatus | 'failed', error?: string) {
  return statusWriterFor(db).submit({ id, status, ...(error === undefined ? {} : { error }) });
}

export const findMessage = q.findMessage;
export const messageHistory = q.history;
