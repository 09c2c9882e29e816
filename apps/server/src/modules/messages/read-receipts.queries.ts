import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { chats } from '../../db/schema';
import type { ReceivedMessageRef } from '../../engines/engine';
import { appendEventsCtes } from '../events/events.queries';
import { eventsOf } from './messages.queries';
import { OWE_RECEIPTS_CTE } from './pending-receipts.queries';

export interface MarkedRead {
  /** False when `upTo` is not a message the token received in the chat (nothing changed then). */
  found: boolean;
  /** The messages this call marked read, in the order they arrived, with the engine's reference. */
  messages: ReceivedMessageRef[];
  /** Webhook deliveries their message.status events queued. */
  deliveries: number;
}

const MARK_READ_EVENTS = sql.raw(
  `${appendEventsCtes(eventsOf('marked', 'message.status'))},\n${OWE_RECEIPTS_CTE}`,
);

/**
 * Marks the token's received messages of the chat read, each with its message.status event and
 * its read receipt owed (pending_read_receipts), in one statement: those that arrived up to and
 * including `upTo`, or all of them when it is null. A message already read is left as it is. Rows
 * taken by a concurrent call are counted there.
 */
export async function markReceivedRead(
  db: Queryable,
  insid: string,
  chatId: string,
  upTo: string | null,
): Promise<MarkedRead> {
  const { rows } = await db.execute<{
    found: boolean;
    messages: ReceivedMessageRef[];
    deliveries: number;
  }>(sql`
    with target as (
      select queue_seq from messages
      where id = ${upTo}::uuid and instance_id = ${insid} and direction = 'in' and remote = ${chatId}
    ),
    changed as (
      update messages m set status = 'read', updated_at = now()
      where m.instance_id = ${insid} and m.direction = 'in' and m.remote = ${chatId} and m.status = 'received'
        and (${upTo}::uuid is null or m.queue_seq <= (select queue_seq from target))
      returning m.*
    ),
    marked as (select c.*, row_number() over (order by c.queue_seq) as ord from changed c),
    ${MARK_READ_EVENTS}
    select (${upTo}::uuid is null or exists (select 1 from target)) as found,
      coalesce((select json_agg(json_build_object('id', id, 'engineRef', payload->'engineRef') order by ord)
                from marked), '[]'::json) as messages,
      (select count(*)::int from deliveries) as deliveries`);
  const row = rows[0];
  return { found: row?.found ?? false, messages: row?.messages ?? [], deliveries: row?.deliveries ?? 0 };
}

/**
 * Lowers the chat's unread count by the messages just marked read: to 0 when every one was
 * (POST /chats/{chatId}/read without messageId).
 */
export async function chatRead(
  db: Queryable,
  insid: string,
  chatId: string,
  marked: number,
  all: boolean,
): Promise<void> {
  if (marked === 0 && !all) return;
  await db
    .update(chats)
    .set({ unreadCount: all ? 0 : sql`greatest(${chats.unreadCount} - ${marked}, 0)` })
    .where(and(eq(chats.instanceId, insid), eq(chats.chatId, chatId)));
}
