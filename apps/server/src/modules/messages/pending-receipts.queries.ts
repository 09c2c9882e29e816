import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sqlArray } from '../../db/sql-array';
import type { ReceivedMessageRef } from '../../engines/engine';

// Read receipts owed (pending_read_receipts): claimed by one sender at a time, deleted once the
// engine took them, tried again later when it did not. Each is owed by the phone that received the
// message, and is dropped when the token links another phone.

/** A sender's hold on claimed receipts: longer than any hand-over to the engine takes. */
const CLAIM = sql.raw(`interval '2 minutes'`);
/** Receipts no sender holds: never claimed, or claimed by one that stopped before settling them. */
const UNCLAIMED = sql.raw('(claimed_until is null or claimed_until < now())');
/** WhatsApp ignores read receipts this old: past it, an owed receipt is given up. */
export const RECEIPT_MAX_AGE_DAYS = 7;
const MAX_AGE = sql.raw(`interval '${RECEIPT_MAX_AGE_DAYS} days'`);
/** The wait after the n-th failed try: 15 s, doubling, at most 30 min. */
const BACKOFF_FIRST_SECONDS = 15;
const BACKOFF_MAX_SECONDS = 1800;

/**
 * The statement (a CTE, for markReceivedRead's `marked` rows) that records each message's receipt
 * as owed by the token's phone. Messages received before that phone linked came in on an earlier
 * one, which is gone: their receipts are not owed. Not due for the retry loop until a minute has
 * passed: the caller claims and sends them right after the commit, and a crash before that leaves
 * them to the loop.
 */
export const OWE_RECEIPTS_CTE = `owed as (
  insert into pending_read_receipts (message_id, instance_id, chat_id, seq, engine_ref, phone, next_attempt_at)
  select m.id, m.instance_id, m.remote, m.queue_seq, m.payload->'engineRef', i.last_phone, now() + interval '1 minute'
  from marked m join instances i on i.id = m.instance_id
  where m.created_at >= i.last_phone_linked_at
)`;

/**
 * Claims every receipt the token owes in the chat that no other sender holds, due or not (a chat's
 * receipts go together), in the order the messages arrived; none older than the give-up age. Rows
 * another sender is claiming are skipped, not waited for.
 */
export async function claimChatReceipts(
  db: Queryable,
  insid: string,
  chatId: string,
): Promise<ReceivedMessageRef[]> {
  const { rows } = await db.execute<{
    id: string;
    engineRef: Record<string, unknown> | null;
    seq: string;
  }>(sql`
    with taken as (
      select message_id from pending_read_receipts
      where instance_id = ${insid} and chat_id = ${chatId}
        and ${UNCLAIMED} and marked_at > now() - ${MAX_AGE}
      for update skip locked
    )
    update pending_read_receipts p set claimed_until = now() + ${CLAIM}
    from taken where p.message_id = taken.message_id
    returning p.message_id::text as id, p.engine_ref as "engineRef", p.seq`);
  // Postgres returns bigint as text; a token's queue_seq values stay far below 2^53.
  const ordered = [...rows].sort((a, b) => Number(a.seq) - Number(b.seq));
  return ordered.map(({ id, engineRef }) => (engineRef ? { id, engineRef } : { id }));
}

/** The chats where the token owes receipts that no sender holds (due or not): to send on connect. */
export async function chatsOwing(db: Queryable, insid: string): Promise<string[]> {
  const { rows } = await db.execute<{ chatId: string }>(sql`
    select distinct chat_id as "chatId" from pending_read_receipts
    where instance_id = ${insid} and ${UNCLAIMED}`);
  return rows.map((r) => r.chatId);
}

/** Chats with a receipt due for another try, of these tokens only when `only` is given. */
export async function chatsDue(
  db: Queryable,
  limit: number,
  only?: string[],
): Promise<Array<{ insid: string; chatId: string }>> {
  if (only?.length === 0) return [];
  const { rows } = await db.execute<{ insid: string; chatId: string }>(sql`
    select distinct instance_id as insid, chat_id as "chatId" from (
      select instance_id, chat_id from pending_read_receipts
      where next_attempt_at <= now() and ${UNCLAIMED}
        ${only ? sql`and instance_id = any(${sqlArray(only)}::text[])` : sql``}
      order by next_attempt_at
      limit ${limit}
    ) due`);
  return rows;
}

/** The engine took these receipts: they are owed no more. */
export async function receiptsSent(db: Queryable, messageIds: string[]): Promise<void> {
  if (messageIds.length === 0) return;
  await db.execute(
    sql`delete from pending_read_receipts where message_id = any(${sqlArray(messageIds)}::uuid[])`,
  );
}

/** The engine refused these receipts: released, with the next try after a growing wait. */
export async function receiptsFailed(db: Queryable, messageIds: string[]): Promise<void> {
  if (messageIds.length === 0) return;
  await db.execute(sql`
    update pending_read_receipts set attempts = attempts + 1, claimed_until = null,
      next_attempt_at = now() + make_interval(secs => least(
        ${BACKOFF_FIRST_SECONDS} * power(2, least(attempts, 20)), ${BACKOFF_MAX_SECONDS}))
    where message_id = any(${sqlArray(messageIds)}::uuid[])`);
}

/** Gives up receipts owed longer than WhatsApp heeds them (and not being sent): how many, per chat. */
export async function giveUpOldReceipts(
  db: Queryable,
): Promise<Array<{ insid: string; chatId: string; count: number }>> {
  const { rows } = await db.execute<{ insid: string; chatId: string; count: number }>(sql`
    with gone as (
      delete from pending_read_receipts
      where marked_at <= now() - ${MAX_AGE} and ${UNCLAIMED}
      returning instance_id, chat_id
    )
    select instance_id as insid, chat_id as "chatId", count(*)::int as count from gone
    group by instance_id, chat_id`);
  return rows;
}

/**
 * Drops the receipts the token owes for messages another phone received, now that `phone` is
 * linked: it never received them. Claimed ones too (their sender's settling then finds nothing), so
 * none is left to a later try from this phone. How many, per chat.
 */
export async function dropOtherPhonesReceipts(
  db: Queryable,
  insid: string,
  phone: string,
): Promise<Array<{ chatId: string; count: number }>> {
  const { rows } = await db.execute<{ chatId: string; count: number }>(sql`
    with gone as (
      delete from pending_read_receipts
      where instance_id = ${insid} and phone is distinct from ${phone}
      returning chat_id
    )
    select chat_id as "chatId", count(*)::int as count from gone group by chat_id`);
  return rows;
}
