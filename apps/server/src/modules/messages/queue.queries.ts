import { and, asc, count, eq, gt, max, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { messages } from '../../db/schema';
import { sqlArray } from '../../db/sql-array';
import { appendEventsCtes } from '../events/events.queries';
import {
  eventsOf,
  idsAndDeliveries,
  type MessageRow,
  type Written,
  type WrittenRow,
  writtenOf,
} from './messages.queries';

// The outbound queue as the customer sees it: what is still waiting, and cancelling it.

export const CANCELLED = 'cancelled';

/** The token's messages still waiting to be sent. */
export const queuedOf = (insid: string) => and(eq(messages.instanceId, insid), eq(messages.status, 'queued'));

/** The token's queued messages in sending order, after the queue position `after`. */
export function queuedMessages(
  db: Queryable,
  insid: string,
  after: number | null,
  limit: number,
): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(and(queuedOf(insid), after === null ? undefined : gt(messages.queueSeq, after)))
    .orderBy(asc(messages.queueSeq))
    .limit(limit);
}

export async function queuedCount(db: Queryable, insid: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(messages).where(queuedOf(insid));
  return row?.n ?? 0;
}

/** The queue position of the token's last queued message, or null when none is queued. */
export async function lastQueuedSeq(db: Queryable, insid: string): Promise<number | null> {
  const [row] = await db
    .select({ seq: max(messages.queueSeq) })
    .from(messages)
    .where(queuedOf(insid));
  return row?.seq ?? null;
}

/** Which queued messages to cancel: these ids, or those up to a queue position; `limit` at most. */
export type CancelFilter = { ids: string[]; limit: number } | { upToSeq: number; limit: number };

/**
 * Fails the token's queued messages that `filter` picks, in queue order, with the reason
 * "cancelled", each with its message.status event, in one statement. A message the sender has
 * claimed is left alone: it is being handed to the engine. Rows are locked in id order, as every
 * writer of messages locks them.
 */
export async function cancelQueued(db: Queryable, insid: string, filter: CancelFilter): Promise<Written> {
  const result = await db.execute<WrittenRow>(sql`
    with candidates as (
      select id from messages
      where instance_id = ${insid} and status = 'queued' and claimed_at is null
        and ${'ids' in filter ? sql`id = any(${sqlArray(filter.ids)}::uuid[])` : sql`queue_seq <= ${filter.upToSeq}`}
      order by queue_seq limit ${filter.limit}
    ),
    locked as (select id from messages where id in (select id from candidates) order by id for update),
    changed as (
      update messages m set status = 'failed', error = ${CANCELLED}, updated_at = now()
      from locked l
      where m.id = l.id and m.status = 'queued' and m.claimed_at is null
      returning m.*, m.queue_seq as ord
    ),
    ${sql.raw(appendEventsCtes(eventsOf('changed', 'message.status')))}
    ${sql.raw(idsAndDeliveries('changed'))}`);
  return writtenOf(result);
}
