import { NOT_ACKNOWLEDGED, STATUS_CHAT } from '@chatgate/contracts';
import { and, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { messages } from '../../db/schema';
import { givenRows } from '../../db/sql-array';
import { appendEventsCtes, lockedTokens } from '../events/events.queries';
import { messageViewJson } from './message-view';

export type MessageRow = typeof messages.$inferSelect;
export type MessageStatus = MessageRow['status'];
export type NewMessage = Pick<
  typeof messages.$inferInsert,
  'instanceId' | 'direction' | 'remote' | 'type' | 'body' | 'payload' | 'status' | 'expiresAt'
> & {
  id?: string;
};

export type QueuedRow = Pick<
  MessageRow,
  'id' | 'instanceId' | 'remote' | 'type' | 'body' | 'payload' | 'expiresAt'
>;
export type IncomingRow = Pick<MessageRow, 'id' | 'instanceId' | 'remote' | 'type' | 'body' | 'payload'>;

/** The rows written and the webhook deliveries their events queued. */
export interface Written {
  ids: Set<string>;
  deliveries: number;
}

const nothingWritten = (): Written => ({ ids: new Set(), deliveries: 0 });

/**
 * Runs a write statement made of a `given` CTE over `rows` (bound as one jsonb parameter,
 * described by `columns`) followed by fixed SQL `rest`, which answers ids and deliveries.
 */
async function written(
  db: Queryable,
  /** The prepared statement's name, or null to plan it with each call's rows (see ADVANCE_STATUSES). */
  name: string | null,
  rows: object[],
  columns: string,
  rest: SQL,
): Promise<Written> {
  if (rows.length === 0) return nothingWritten();
  const query = sql`with ${givenRows(rows, columns)},${rest}`;
  return writtenOf(
    await (name === null ? db.execute<WrittenRow>(query) : executePrepared<WrittenRow>(db, name, query)),
  );
}

/** The row a write statement ending in idsAndDeliveries answers: `ids` comma-separated. */
export type WrittenRow = { ids: string; deliveries: number };

/** Reads what a write statement ending in idsAndDeliveries answered. */
export function writtenOf(result: { rows: WrittenRow[] }): Written {
  const row = result.rows[0];
  const ids = row?.ids ? row.ids.split(',') : [];
  return { ids: new Set(ids), deliveries: row?.deliveries ?? 0 };
}

/**
 * The end of a write statement: the ids in the CTE `rows` (uuids, as one comma-separated text:
 * splitting it costs the server far less than parsing an array literal of a whole batch), and
 * how many deliveries were queued.
 */
export const idsAndDeliveries = (rows: string) =>
  `select array_to_string(array(select id::text from ${rows}), ',') as ids,
          (select count(*)::int from deliveries) as deliveries`;

export const eventsOf = (
  rows: string,
  type: 'message.received' | 'message.status' | 'message.edited' | 'message.revoked',
) => `select instance_id, '${type}' as type, ${messageViewJson(rows)} as data, ord from ${rows}`;

/** Events of `rows` named by their chat: `statusType` for a contact's status (received, in STATUS_CHAT), else `messageType`. */
const byChatEventsOf = (rows: string, messageType: string, statusType: string) =>
  `select instance_id, case when remote = '${STATUS_CHAT}' and direction = 'in' then '${statusType}' else '${messageType}' end as type,
     ${messageViewJson(rows)} as data, ord from ${rows}`;

/** A received message's event: status.received for a contact's status, else message.received. */
const receivedEventsOf = (rows: string) => byChatEventsOf(rows, 'message.received', 'status.received');

/** A deletion for everyone: status.revoked when a contact deletes their status, else message.revoked. */
export const revokedEventsOf = (rows: string) => byChatEventsOf(rows, 'message.revoked', 'status.revoked');

/** What every new message row gives, as a `given` row. */
const givenMessage = (r: IncomingRow, ord: number) => ({
  id: r.id,
  instance_id: r.instanceId,
  remote: r.remote,
  type: r.type,
  body: r.body,
  payload: r.payload ?? null,
  ord,
});

const QUEUE_COLUMNS =
  'id uuid, instance_id text, remote text, type text, body text, payload jsonb, expires_at timestamptz, ord int';

// The events come first: their counter update locks the tokens before any message row is made,
// so queue order is commit order too.
const QUEUE = sql.raw(`
  to_queue as (
    select g.id, g.instance_id, 'out'::text as direction, g.remote, g.type, g.body, g.payload,
           'queued'::text as status, null::text as error, g.expires_at, now() as created_at,
           now() as updated_at, null::timestamptz as edited_at, null::timestamptz as revoked_at, g.ord
    from given g
  ),
  ${appendEventsCtes(eventsOf('to_queue', 'message.status'))},
  queued as (
    insert into messages (id, instance_id, direction, remote, type, body, payload, status, expires_at,
                          created_at, updated_at, send_after)
    select m.id, m.instance_id, m.direction, m.remote, m.type, m.body, m.payload, m.status, m.expires_at,
           m.created_at, m.updated_at, m.created_at
    from to_queue m join counters c on c.id = m.instance_id
    order by m.ord
    returning id
  )
  ${idsAndDeliveries('queued')}`);

/**
 * Queues outbound messages, each with its message.status event, in one statement (one round
 * trip for a whole batch). Answers the ids stored; a token that no longer exists has neither
 * messages nor events.
 */
export function insertQueued(db: Queryable, rows: QueuedRow[]): Promise<Written> {
  const given = rows.map((r, ord) => ({ ...givenMessage(r, ord), expires_at: r.expiresAt ?? null }));
  return written(db, 'messages_queue', given, QUEUE_COLUMNS, QUEUE);
}

const INCOMING_COLUMNS =
  'id uuid, instance_id text, remote text, type text, body text, payload jsonb, ord int';

// The tokens are locked before their messages are written (messages have no foreign key): a
// token being deleted gets none. A message handed over again in the same batch is one row (its
// first) and one event.
const STORE_INCOMING = sql.raw(`
  live_tokens as (${lockedTokens('select instance_id from given', 'key share')}),
  firsts as (select distinct on (id) * from given order by id, ord),
  arrived as (
    insert into messages (id, instance_id, direction, remote, type, body, payload, status, created_at, updated_at, send_after)
    select g.id, g.instance_id, 'in', g.remote, g.type, g.body, g.payload, 'received', now(), now(), now()
    from firsts g
    where g.instance_id in (select id from live_tokens)
    order by g.ord
    on conflict (id) do nothing
    returning *
  ),
  stored as (select a.*, g.ord from arrived a join firsts g on g.id = a.id),
  ${appendEventsCtes(receivedEventsOf('stored'))}
  ${idsAndDeliveries('stored')}`);

/**
 * Stores incoming messages, skipping ids already stored, each with its message.received event,
 * in one statement.
 */
export function insertIncoming(db: Queryable, rows: IncomingRow[]): Promise<Written> {
  return written(db, 'messages_store_incoming', rows.map(givenMessage), INCOMING_COLUMNS, STORE_INCOMING);
}

export interface StatusUpdate {
  id: string;
  status: MessageStatus;
  error?: string;
  /**
   * A `sent` the outbound sender reports once the engine took the message: handed over, not yet
   * acknowledged by WhatsApp. Without it, a `sent` is the engine's report of WhatsApp's ack.
   */
  handedOver?: boolean;
}

/**
 * How far along a message is (decision 0044): handed over (sent, no ack yet), then failed as
 * not acknowledged, then acknowledged (sent), delivered, read; any other failure ranks last. A
 * message WhatsApp did not acknowledge in time can still move on when its ack or a receipt
 * comes late; nothing moves a message that failed for another reason.
 */
const RANKS = { queued: 0, handedOver: 1, notAcknowledged: 2, sent: 3, delivered: 4, read: 5 } as const;
const LAST_RANK = 6;
const rankOf = (u: StatusUpdate) =>
  u.status === 'sent' && u.handedOver
    ? RANKS.handedOver
    : u.status === 'failed' && u.error === NOT_ACKNOWLEDGED
      ? RANKS.notAcknowledged
      : ((RANKS as Record<string, number>)[u.status] ?? LAST_RANK);

/**
 * rankOf in SQL, of a relation with status and error columns; `handedOver` is the SQL saying
 * whether a `sent` is only handed over (an update's flag, or a row without its ack).
 */
const rank = (m: string, handedOver: string) =>
  `case when ${m}.status = 'sent' and ${handedOver} then ${RANKS.handedOver}
    when ${m}.status = 'failed' and ${m}.error = '${NOT_ACKNOWLEDGED}' then ${RANKS.notAcknowledged}
    when ${m}.status = 'queued' then ${RANKS.queued} when ${m}.status = 'sent' then ${RANKS.sent}
    when ${m}.status = 'delivered' then ${RANKS.delivered} when ${m}.status = 'read' then ${RANKS.read}
    else ${LAST_RANK} end`;

const STATUS_COLUMNS = 'id uuid, status text, error text, handed_over boolean, ord int';

// Rows are locked in id order first, so two batches (or a batch and countAttempts) that share
// messages wait for each other instead of deadlocking. Not a prepared statement: a generic plan
// made while the messages table was new and small hash-joins a scan of the whole table, and a
// connection kept that plan as the table grew (8 ms a call after 40,000 messages in bench:api,
// against under 1 ms planned with each call's rows). Prepared again with the ids below, it took
// 6.4 ms a call on a new table. The ids are picked by `= any(array(…))` rather than `in (select …)`:
// 2.4–2.5 ms of execution a call instead of 2.7–3.0 in bench:api, warm or cold.
//
// A message can take several steps in one batch (the sandbox, or a phone coming back online,
// reports sent, delivered and read together). The row is updated once, to its last step, and
// each step that changes its status still gets its own event: the row as updated, with the
// step's status and error. An ack after the hand-over (sent, then sent) only stamps acked_at.
const ADVANCE_STATUSES = sql.raw(`
  locked as (
    select id, status, error, acked_at from messages where id = any(array(select id from given))
    order by id for update
  ),
  steps as (
    select g.id, g.status, g.error, g.ord,
      g.status in ('sent', 'delivered', 'read') and not g.handed_over as acked,
      g.status is distinct from lag(g.status, 1, l.status) over (partition by g.id order by g.ord) as shown
    from given g join locked l on l.id = g.id
    where ${rank('l', 'l.acked_at is null')} < ${rank('g', 'g.handed_over')}
  ),
  last_steps as (
    select distinct on (id) id, status, error,
      bool_or(status = 'sent') over (partition by id) as sent,
      bool_or(acked) over (partition by id) as acked
    from steps order by id, ord desc
  ),
  changed as (
    update messages m set status = s.status, error = s.error, updated_at = now(),
      sent_at = case when s.sent then coalesce(m.sent_at, now()) else m.sent_at end,
      acked_at = case when s.acked then coalesce(m.acked_at, now()) else m.acked_at end
    from last_steps s
    where m.id = s.id
    returning m.*
  ),
  step_rows as (
    select c.id, c.instance_id, c.direction, c.remote, c.payload, c.type, c.body, s.status, s.error,
           c.edited_at, c.revoked_at, c.created_at, c.updated_at, s.ord
    from changed c join steps s on s.id = c.id
    where s.shown
  ),
  ${appendEventsCtes(eventsOf('step_rows', 'message.status'))}
  ${idsAndDeliveries('changed')}`);

/**
 * Drops the updates that cannot change anything: one not ranked above an earlier update of the
 * same message leaves it where that one did (e.g. the sender and the engine both reporting
 * "sent"), and would otherwise cost a statement of its own.
 */
function withoutNoOps(updates: StatusUpdate[]): StatusUpdate[] {
  const highest = new Map<string, number>();
  return updates.filter((u) => {
    const before = highest.get(u.id);
    if (before !== undefined && rankOf(u) <= before) return false;
    highest.set(u.id, rankOf(u));
    return true;
  });
}

/**
 * Moves messages forward only (a late "delivered" never overwrites "read"), each change of status
 * with its message.status event, all in one statement. Several updates of one message are applied
 * in the order given, each forward step that changes the status with its own event. Answers the
 * ids that changed.
 */
export function advanceStatuses(db: Queryable, updates: StatusUpdate[]): Promise<Written> {
  const given = withoutNoOps(updates).map((u, ord) => ({
    id: u.id,
    status: u.status,
    error: u.error ?? null,
    handed_over: u.handedOver === true,
    ord,
  }));
  return written(db, null, given, STATUS_COLUMNS, ADVANCE_STATUSES);
}

/** The chat (remote) of each of these ids that is one of the token's messages. */
export async function chatsOf(db: Queryable, insid: string, ids: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: messages.id, remote: messages.remote })
    .from(messages)
    .where(and(inArray(messages.id, ids), eq(messages.instanceId, insid)));
  return new Map(rows.map((r) => [r.id, r.remote]));
}

/** The token's messages among these ids (one query; ids of other tokens' messages find nothing). */
export function findTokenMessages(db: Queryable, insid: string, ids: string[]): Promise<MessageRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(messages)
    .where(and(inArray(messages.id, ids), eq(messages.instanceId, insid)));
}

export async function findMessage(db: Queryable, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row;
}

/** Newest first; the cursor is the queue sequence of the last row of the previous page. */
export function history(
  db: Queryable,
  insid: string,
  before: number | null,
  limit: number,
): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.instanceId, insid), before === null ? undefined : lt(messages.queueSeq, before)))
    .orderBy(desc(messages.queueSeq))
    .limit(limit);
}
