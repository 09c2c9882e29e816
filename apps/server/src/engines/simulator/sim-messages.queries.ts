/** The messages virtual phones hold: storing them, their receipts, and finding them again. */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { simMessages, simPhones } from '../../db/schema';
import { givenRows, sqlArray } from '../../db/sql-array';

import type { NetworkPhone } from './simulator.queries';

export type SimMessageRow = typeof simMessages.$inferSelect;

export type NewSimMessage = Pick<
  typeof simMessages.$inferInsert,
  | 'id'
  | 'accountId'
  | 'phone'
  | 'direction'
  | 'peer'
  | 'body'
  | 'status'
  | 'sourceId'
  | 'groupId'
  | 'quotedId'
  | 'forwarded'
  | 'content'
>;

/** Numbers keys 0, 1, 2... in the order first seen; a key seen again keeps its number. */
function numbering(): (key: string) => number {
  const order = new Map<string, number>();
  return (key) => {
    const known = order.get(key);
    if (known !== undefined) return known;
    order.set(key, order.size);
    return order.size - 1;
  };
}

/** Stores the messages that are not stored yet (same id, or same source and phone); returns those. */
export async function insertSimMessages(
  db: Queryable,
  messages: NewSimMessage[],
): Promise<Array<{ id: string; phone: string }>> {
  if (messages.length === 0) return [];
  // One jsonb parameter: the query builder's multi-row insert costs more CPU than the statement.
  // A statement's rows share now(): the n-th message n microseconds later keeps them in their
  // order in a phone's chat; a group message's copies (one source) keep one time, as one message.
  const nth = numbering();
  const rows = messages.map((m) => {
    const id = m.id ?? randomUUID();
    return {
      n: nth(m.sourceId ?? id),
      id,
      account_id: m.accountId,
      phone: m.phone,
      direction: m.direction,
      peer: m.peer,
      body: m.body,
      status: m.status,
      source_id: m.sourceId ?? null,
      group_id: m.groupId ?? null,
      quoted_id: m.quotedId ?? null,
      forwarded: m.forwarded ?? false,
      content: m.content ?? null,
    };
  });
  const columns =
    'n int, id uuid, account_id uuid, phone text, direction text, peer text, body text, status text, source_id uuid, group_id text, quoted_id uuid, forwarded boolean, content jsonb';
  const { rows: stored } = await db.execute<{ id: string; phone: string }>(sql`
    with ${givenRows(rows, columns)}
    insert into sim_messages (id, account_id, phone, direction, peer, body, status, source_id, group_id, quoted_id, forwarded, content, created_at)
    select id, account_id, phone, direction, peer, body, status, source_id, group_id, quoted_id, forwarded, content, now() + n * interval '1 microsecond'
    from given
    on conflict do nothing
    returning id, phone`);
  return stored;
}

/** A direct message has the token's message id; group copies have it as their source. */
// One array parameter rather than one parameter per id: a burst's receipts are planned in
// microseconds instead of planning a thousand-parameter OR each time.
const ofMessages = (ids: string[]) =>
  sql`(${simMessages.id} = any(${sqlArray(ids)}::uuid[]) or ${simMessages.sourceId} = any(${sqlArray(ids)}::uuid[]))`;

export async function setSimMessagesStatus(db: Queryable, ids: string[], status: string): Promise<void> {
  if (ids.length === 0) return;
  await db.update(simMessages).set({ status }).where(ofMessages(ids));
}

/**
 * The token's phone `reader` read these messages other phones wrote to it (by id): their writers
 * see them read. Ids of anything else (another phone's chat, what `reader` sent) change nothing.
 */
export async function markReadBy(db: Queryable, reader: NetworkPhone, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(simMessages)
    .set({ status: 'read' })
    .where(
      and(
        sql`${simMessages.id} = any(${sqlArray(ids)}::uuid[])`,
        eq(simMessages.direction, 'out'),
        eq(simMessages.accountId, reader.accountId),
        eq(simMessages.peer, reader.phone),
      ),
    );
}

/** What phones received lately, with the sending token: its receipts may not have reached it. */
export async function recentDeliveries(db: Queryable, since: Date) {
  return db
    .selectDistinct({
      id: sql<string>`coalesce(${simMessages.sourceId}, ${simMessages.id})`,
      status: simMessages.status,
      insid: simPhones.linkedInstanceId,
    })
    .from(simMessages)
    .innerJoin(
      simPhones,
      and(eq(simPhones.accountId, simMessages.accountId), eq(simPhones.phone, simMessages.peer)),
    )
    .where(and(eq(simMessages.direction, 'in'), gt(simMessages.createdAt, since)));
}

/** The status of each of these messages that phones hold, by the token's message id. */
export async function simMessageStatuses(db: Queryable, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinct({
      id: sql<string>`coalesce(${simMessages.sourceId}, ${simMessages.id})`,
      status: simMessages.status,
    })
    .from(simMessages)
    .where(ofMessages(ids));
  return new Map(rows.map((row) => [row.id, row.status]));
}

/** A message of a direct chat between two phones: which phone's row it is, and which way it went. */
export type ChatMessageRow = { id: string; phone: string; direction: 'in' | 'out' };

/**
 * The message of the direct chat between `at` and its account's phone `peer` (either side wrote
 * it) with this id, if any.
 */
export async function findInDirectChat(
  db: Queryable,
  at: NetworkPhone,
  peer: string,
  id: string,
): Promise<ChatMessageRow | undefined> {
  const { phone } = at;
  const { rows } = await db.execute<ChatMessageRow>(sql`
    select id, phone, direction from sim_messages
     where id = ${id} and account_id = ${at.accountId} and group_id is null
       and ((phone = ${phone} and peer = ${peer}) or (phone = ${peer} and peer = ${phone}))`);
  return rows[0];
}

/** The latest messages `at` received from its account's phone `peer` (at most `limit`), newest first. */
export async function receivedFrom(
  db: Queryable,
  at: NetworkPhone,
  peer: string,
  limit: number,
): Promise<ChatMessageRow[]> {
  const { rows } = await db.execute<ChatMessageRow>(sql`
    select id, phone, direction from sim_messages
     where account_id = ${at.accountId} and phone = ${at.phone} and peer = ${peer}
       and direction = 'in' and group_id is null
     order by created_at desc limit ${limit}`);
  return rows;
}
