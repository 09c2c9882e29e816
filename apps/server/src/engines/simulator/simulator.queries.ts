import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { instances, simMessages, simPairingCodes, simPhones, simQrCodes } from '../../db/schema';
import { givenRows, sqlArray } from '../../db/sql-array';

export type SimPhoneRow = typeof simPhones.$inferSelect;
export type SimMessageRow = typeof simMessages.$inferSelect;

/** A phone of an account's virtual network: the same number in another account is another phone. */
export interface NetworkPhone {
  accountId: string;
  phone: string;
}

const inAccount = (accountId: string, phones: string[]) =>
  and(eq(simPhones.accountId, accountId), inArray(simPhones.phone, phones));

export async function linkedPhone(db: Queryable, insid: string): Promise<NetworkPhone | null> {
  const [row] = await db
    .select({ accountId: simPhones.accountId, phone: simPhones.phone })
    .from(simPhones)
    .where(eq(simPhones.linkedInstanceId, insid));
  return row ?? null;
}

/** The account whose network the token's messages go to: its owner's. */
export async function accountOfToken(db: Queryable, insid: string): Promise<string | null> {
  const [row] = await db.select({ userId: instances.userId }).from(instances).where(eq(instances.id, insid));
  return row?.userId ?? null;
}

/** The tokens linked to any of these phones of the account. */
export async function tokensOfPhones(db: Queryable, accountId: string, phones: string[]): Promise<string[]> {
  if (phones.length === 0) return [];
  const rows = await db
    .select({ insid: simPhones.linkedInstanceId })
    .from(simPhones)
    .where(inAccount(accountId, phones));
  return rows.flatMap((r) => (r.insid ? [r.insid] : []));
}

export async function saveQr(db: Queryable, insid: string, payload: string, expiresAt: Date): Promise<void> {
  await db
    .insert(simQrCodes)
    .values({ instanceId: insid, payload, expiresAt })
    .onConflictDoUpdate({ target: simQrCodes.instanceId, set: { payload, expiresAt } });
}

export async function deleteQr(db: Queryable, insid: string): Promise<void> {
  await db.delete(simQrCodes).where(eq(simQrCodes.instanceId, insid));
}

/** Ends the token's wait for a link: its QR and its pairing code stop working. */
export async function clearLinkCodes(db: Queryable, insid: string): Promise<void> {
  await deleteQr(db, insid);
  await db.delete(simPairingCodes).where(eq(simPairingCodes.instanceId, insid));
}

/** The token's pairing code for this phone number, replacing the one it had. */
export async function savePairingCode(
  db: Queryable,
  insid: string,
  phone: string,
  code: { code: string; expiresAt: Date },
): Promise<void> {
  const values = { phone, code: code.code, expiresAt: code.expiresAt };
  await db
    .insert(simPairingCodes)
    .values({ instanceId: insid, ...values })
    .onConflictDoUpdate({ target: simPairingCodes.instanceId, set: values });
}

/** A live pairing code of one of the account's tokens (another account's code is not found). */
export async function findLivePairingCode(db: Queryable, accountId: string, code: string) {
  const [row] = await db
    .select({ instanceId: simPairingCodes.instanceId, phone: simPairingCodes.phone })
    .from(simPairingCodes)
    .innerJoin(instances, eq(instances.id, simPairingCodes.instanceId))
    .where(
      and(
        eq(simPairingCodes.code, code),
        gt(simPairingCodes.expiresAt, new Date()),
        eq(instances.userId, accountId),
      ),
    );
  return row;
}

/** The live QR of one of the account's tokens (another account's QR is not found). */
export async function findLiveQr(db: Queryable, accountId: string, payload: string) {
  const [row] = await db
    .select({ instanceId: simQrCodes.instanceId })
    .from(simQrCodes)
    .innerJoin(instances, eq(instances.id, simQrCodes.instanceId))
    .where(
      and(
        eq(simQrCodes.payload, payload),
        gt(simQrCodes.expiresAt, new Date()),
        eq(instances.userId, accountId),
      ),
    );
  return row;
}

export async function currentQr(db: Queryable, insid: string) {
  const [row] = await db
    .select()
    .from(simQrCodes)
    .where(and(eq(simQrCodes.instanceId, insid), gt(simQrCodes.expiresAt, new Date())));
  return row;
}

export async function findPhone(db: Queryable, at: NetworkPhone): Promise<SimPhoneRow | undefined> {
  const [row] = await db
    .select()
    .from(simPhones)
    .where(inAccount(at.accountId, [at.phone]));
  return row;
}

/** The account's virtual phones of these numbers, by number (numbers without one are absent). */
export async function findPhones(
  db: Queryable,
  accountId: string,
  phones: string[],
): Promise<Map<string, SimPhoneRow>> {
  if (phones.length === 0) return new Map();
  const rows = await db
    .select()
    .from(simPhones)
    .where(inAccount(accountId, [...new Set(phones)]));
  return new Map(rows.map((row) => [row.phone, row]));
}

/** The account's phone of this number, created if new (one read when it exists: the phone's page polls). */
export async function openPhone(db: Queryable, at: NetworkPhone): Promise<SimPhoneRow> {
  const found = await findPhone(db, at);
  if (found) return found;
  await ensurePhones(db, at.accountId, [at.phone]);
  return (await findPhone(db, at)) as SimPhoneRow;
}

/** Creates the account's phones that do not exist yet (numbers its tokens wrote to, or opened). */
export async function ensurePhones(db: Queryable, accountId: string, phones: string[]): Promise<void> {
  if (phones.length === 0) return;
  await db
    .insert(simPhones)
    .values(phones.map((phone) => ({ accountId, phone })))
    .onConflictDoNothing();
}

/**
 * Whether a token of another account holds this number: a number is linked to one token across
 * the service (`instances_linked_phone_idx`), in the sandbox as with real phones.
 */
export async function linkedInOtherAccount(db: Queryable, at: NetworkPhone): Promise<boolean> {
  const [row] = await db
    .select({ id: instances.id })
    .from(instances)
    .where(
      and(eq(instances.wid, at.phone), eq(instances.authenticated, true), ne(instances.userId, at.accountId)),
    )
    .limit(1);
  return row !== undefined;
}

export async function setLink(db: Queryable, at: NetworkPhone, insid: string): Promise<void> {
  await db
    .update(simPhones)
    .set({ linkedInstanceId: insid })
    .where(inAccount(at.accountId, [at.phone]));
}

export async function unlinkInstance(db: Queryable, insid: string): Promise<void> {
  await db.update(simPhones).set({ linkedInstanceId: null }).where(eq(simPhones.linkedInstanceId, insid));
}

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

export function phonesOf(db: Queryable, accountId: string): Promise<SimPhoneRow[]> {
  return db
    .select()
    .from(simPhones)
    .where(eq(simPhones.accountId, accountId))
    .orderBy(asc(simPhones.createdAt));
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
