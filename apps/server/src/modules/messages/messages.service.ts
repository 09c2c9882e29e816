import { EventEmitter } from 'node:events';
import { isUuid, MessagingMessages } from '@chatgate/contracts';
import type { Db, Queryable } from '../../db/client';
import { GroupCommit } from '../../db/group-commit';
import { holdThroughOutage } from '../../db/hold-through-outage';
import { onePerDb } from '../../db/one-per-db';
import { outageJournal } from '../../db/outage-journal';
import { stoppingOf } from '../../db/stopping';
import { timeOrderedUuid } from '../../db/time-ordered-uuid';
import {
  type DeliveryStatus,
  describeMessage,
  type IncomingMessage,
  type OutgoingMessage,
} from '../../engines/engine';
import { notFound } from '../../http/app-error';
import { eventsCommitted } from '../events/events.service';
import type { MediaStore } from '../media/media-store';
import { type StoredFile, toMessageView } from './message-view';
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

export interface Enqueued {
  /** The ids in the order given; null for a token that no longer exists. */
  ids: Array<string | null>;
  /** Webhook deliveries the messages' events queued. */
  deliveries: number;
}

/**
 * Stores outbound messages as queued, each with its message.status event, in one statement
 * (atomic by itself, or part of the caller's transaction).
 */
export async function enqueueMany(db: Queryable, queued: QueuedMessage[]): Promise<Enqueued> {
  const now = new Date();
  const rows: q.QueuedRow[] = queued.map(({ insid, content, validitySeconds }) => {
    const { to, ...payload } = content;
    return {
      id: timeOrderedUuid(),
      instanceId: insid,
      remote: to,
      type: content.kind === 'media' ? content.mediaType : content.kind,
      body: describeMessage({ ...content, id: '' }),
      payload,
      expiresAt: validitySeconds ? new Date(now.getTime() + validitySeconds * 1000) : null,
    };
  });
  const stored = await q.insertQueued(db, rows);
  return { ids: rows.map((r) => (stored.ids.has(r.id) ? r.id : null)), deliveries: stored.deliveries };
}

/** Queues one message in the caller's transaction; its id, or null when the token is gone. */
export async function enqueue(
  tx: Queryable,
  message: QueuedMessage,
): Promise<{ id: string | null; deliveries: number }> {
  const { ids, deliveries } = await enqueueMany(tx, [message]);
  return { id: ids[0] ?? null, deliveries };
}

/** Call after the transaction that queued messages for `insids` has committed. */
export function messagesQueued(insids: Iterable<string>, deliveries: number): void {
  outboundSignal.emit('queued', new Set(insids));
  if (deliveries > 0) eventsCommitted();
}

/** The message as the engine sends it, rebuilt from the stored row. */
export function outgoingOf(row: q.MessageRow, media: MediaStore): OutgoingMessage {
  const message = { ...(row.payload as object), id: row.id, to: row.remote } as OutgoingMessage;
  return message.kind === 'media' ? { ...message, media: media.resolve(message.media) } : message;
}

/** Stores incoming messages (a repeat of an id is ignored) with their message.received events. */
async function recordIncomingMany(db: Db, rows: q.IncomingRow[]): Promise<void> {
  const stored = await q.insertIncoming(db, rows);
  if (stored.deliveries > 0) eventsCommitted();
}

// Received messages and receipts arrive once (WhatsApp does not hand them over again): what waits
// out a database outage is also kept on disk until committed. Both writes are safe to repeat.
const incomingJournalFor = onePerDb((db) => outageJournal<q.IncomingRow>(db, 'received-messages'));
const statusJournalFor = onePerDb((db) => outageJournal<q.StatusUpdate>(db, 'message-statuses'));

const incomingWriterFor = onePerDb((db) =>
  GroupCommit.ofWrites((rows: q.IncomingRow[]) => recordIncomingMany(db, rows), {
    holdThroughOutages: stoppingOf(db).signal,
    journal: incomingJournalFor(db),
  }),
);

/** Where a received file is downloaded from, with the token's API key. */
export const mediaPathOf = (messageId: string) => `/api/v1/messages/${messageId}/media`;

/** What a received message keeps beside its text: its author and their LID, its file, what it quotes, the engine's reference. */
function incomingPayload(message: IncomingMessage, publicUrl: string): Record<string, unknown> | null {
  const { author, senderLid, file, engineRef, quotedId } = message;
  const stored: StoredFile | undefined = file && {
    ...file,
    url: `${publicUrl}${mediaPathOf(message.id)}`,
  };
  const payload = {
    ...(author && { author }),
    ...(senderLid && { senderLid }),
    ...(stored && { file: stored }),
    ...(quotedId && { quotedId }),
    ...(engineRef && { engineRef }),
  };
  return Object.keys(payload).length > 0 ? payload : null;
}

/**
 * Stores an incoming message and its event; messages arriving together are committed together.
 * `publicUrl` is the API's address, for the link to a received file.
 */
export function recordIncoming(db: Db, insid: string, message: IncomingMessage, publicUrl: string) {
  return incomingWriterFor(db).submit({
    id: message.id,
    instanceId: insid,
    remote: message.from,
    type: message.type,
    body: message.body,
    payload: incomingPayload(message, publicUrl),
  });
}

/** Stores status changes with their message.status events. */
async function recordStatuses(db: Db, updates: q.StatusUpdate[]): Promise<void> {
  const changed = await q.advanceStatuses(db, updates);
  if (changed.deliveries > 0) eventsCommitted();
}

/**
 * Status changes arriving together (receipts come in bursts) are committed together. One batch
 * at a time, in the order submitted: a message's receipts are stored in the order reported.
 */
const statusWriterFor = onePerDb((db) =>
  GroupCommit.ofWrites((updates: q.StatusUpdate[]) => recordStatuses(db, updates), {
    concurrency: 1,
    holdThroughOutages: stoppingOf(db).signal,
    journal: statusJournalFor(db),
  }),
);

/**
 * Writes the received messages and receipts an earlier process kept on disk while it waited out
 * a database outage (it stopped or crashed first), waiting for the database if need be; answers
 * how many were written.
 */
export async function replayHeldWrites(db: Db): Promise<number> {
  const stopping = stoppingOf(db).signal;
  const messages = await incomingJournalFor(db).replay((rows) =>
    holdThroughOutage(() => recordIncomingMany(db, rows), stopping),
  );
  const statuses = await statusJournalFor(db).replay((updates) =>
    holdThroughOutage(() => recordStatuses(db, updates), stopping),
  );
  return messages + statuses;
}

/** Moves a message's status forward (never back) and emits its event, once committed. */
export function recordStatus(db: Db, id: string, status: DeliveryStatus | 'failed', error?: string) {
  return statusWriterFor(db).submit({ id, status, ...(error === undefined ? {} : { error }) });
}

/** The id as given, when it can be a message id at all: 404 "Message not found" otherwise. */
export function messageIdOrNotFound(id: string): string {
  if (!isUuid(id)) throw notFound(MessagingMessages.messageNotFound);
  return id;
}

/** The token's own message with this id: 404 "Message not found" for any other, another token's included. */
export async function tokenMessage(db: Queryable, insid: string, id: string): Promise<q.MessageRow> {
  const row = await q.findMessage(db, messageIdOrNotFound(id));
  if (!row || row.instanceId !== insid) throw notFound(MessagingMessages.messageNotFound);
  return row;
}
export const messageHistory = q.history;
