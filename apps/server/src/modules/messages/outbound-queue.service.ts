import type { Queryable } from '../../db/client';
import { timeOrderedUuid } from '../../db/time-ordered-uuid';
import { describeMessage } from '../../engines/describe-message';
import type { OutgoingMessage } from '../../engines/engine';
import type { MediaStore } from '../media/media-store';
import * as q from './messages.queries';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type QueuedContent = DistributiveOmit<OutgoingMessage, 'id'>;

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

/** The message as the engine sends it, rebuilt from the stored row. */
export function outgoingOf(row: q.MessageRow, media: MediaStore): OutgoingMessage {
  const message = { ...(row.payload as object), id: row.id, to: row.remote } as OutgoingMessage;
  if (message.kind === 'status' && message.statusType !== 'text')
    return { ...message, media: media.resolve(message.media) };
  return message.kind === 'media' || message.kind === 'sticker'
    ? { ...message, media: media.resolve(message.media) }
    : message;
}
