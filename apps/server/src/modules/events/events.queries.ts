import type { EventDataOf, EventType } from '@chatgate/contracts';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { instanceEvents, instances } from '../../db/schema';
import { givenRows } from '../../db/sql-array';

export type EventRow = typeof instanceEvents.$inferSelect;

/** An event to append: its `data` typed by the contracts' schema of its type (EventSchema). */
export type NewEvent = { [T in EventType]: { insid: string; type: T; data: EventDataOf<T> } }[EventType];

/**
 * SQL selecting the ids of the tokens `ids` (SQL text selecting token ids: fixed code, never
 * input) that exist, locked in id order as every writer locks them, so concurrent writers never
 * deadlock. `key share` is enough to keep a token from being deleted meanwhile (its messages,
 * events and API log have no foreign key); the event counter's update takes `no key update`.
 */
export const lockedTokens = (ids: string, strength: 'key share' | 'no key update') =>
  `select i.id from instances i where i.id in (${ids}) order by i.id for ${strength}`;

/**
 * The common table expressions that append one event per row of `source`, for one statement.
 * `source` is SQL text (fixed code, never input) selecting instance_id, type, data (jsonb) and
 * ord (the order within the statement) from earlier CTEs. `counters` (id, base) bumps each
 * token's sequence once, `new_events` holds the events with consecutive numbers in `ord` order,
 * and `deliveries` queues one webhook delivery per event the token's webhook wants (one row per
 * delivery), also while the webhook is turned off: its deliveries wait and go out once it is on.
 * The counter rows stay locked until commit, so sequence order is commit order: a reader of
 * `after=<seq>` never skips an event that commits late. Events of a token that no longer exists
 * are dropped; other CTEs of the statement can join `counters` to see which tokens exist.
 *
 * Locking: a statement for several tokens locks their rows in id order first (`locked_tokens`),
 * so that concurrent statements never deadlock over the order. A statement for one token (the
 * common case) needs no order, and its counter update takes the lock itself: locking first and
 * then updating the same row in one statement can deadlock. When the lock had to wait, the update
 * still reads the row's older version (the statement's snapshot is older than the wait); with a
 * KEY SHARE lock on that version (the API request log, a foreign key check) the update queues for
 * that version's tuple lock, behind another writer that waits for this one. Webhook tests sent
 * at once hit it (a 500, bad-input-sweep.test.ts); under pgbench 0.1-0.2 % of such appends failed
 * with "deadlock detected", and none with the lock left to the update. A statement for several
 * tokens (a group-commit batch) can still meet it; GroupCommit then writes the batch's items one
 * at a time, each a statement for one token.
 */
export function appendEventsCtes(source: string): string {
  return `
    event_source as (${source}),
    event_counts as (select instance_id, count(*)::int as n from event_source group by instance_id),
    token_count as (select count(*) as n from event_counts),
    locked_tokens as (${lockedTokens('select instance_id from event_counts where (select n from token_count) > 1', 'no key update')}),
    counters as (
      update instances i set event_seq = i.event_seq + c.n
      from event_counts c
      where i.id = c.instance_id and ((select n from token_count) = 1 or i.id in (select id from locked_tokens))
      returning i.id, i.event_seq - c.n as base
    ),
    new_events as (
      insert into instance_events (instance_id, seq, type, data, created_at)
      select e.instance_id,
             c.base + row_number() over (partition by e.instance_id order by e.ord), e.type, e.data, now()
      from event_source e join counters c on c.id = e.instance_id
      order by e.ord
      returning *
    ),
    deliveries as (
      insert into webhook_deliveries (event_id, instance_id)
      select e.id, e.instance_id from new_events e
      join webhook_endpoints w on w.instance_id = e.instance_id
      where e.type = any(w.events) or e.type = 'webhook.test'
      returning 1
    )`;
}

const APPEND_EVENTS = sql.raw(`
    ${appendEventsCtes('select instance_id, type, data, ord from given')}
    select * from new_events order by instance_id, seq`);

/** Appends events (see appendEventsCtes) in one statement; returns them in sequence order. */
export async function appendEvents(db: Queryable, events: NewEvent[]): Promise<EventRow[]> {
  if (events.length === 0) return [];
  const result = await db.execute<{
    id: string;
    instance_id: string;
    seq: string;
    type: string;
    data: object;
    created_at: string;
  }>(
    sql`with ${givenRows(
      events.map((e, ord) => ({ instance_id: e.insid, type: e.type, data: e.data, ord })),
      'instance_id text, type text, data jsonb, ord int',
    )},${APPEND_EVENTS}`,
  );
  return result.rows.map((r) => ({
    id: r.id,
    instanceId: r.instance_id,
    seq: Number(r.seq),
    type: r.type,
    data: r.data,
    createdAt: new Date(r.created_at),
  }));
}

export async function appendEvent<T extends EventType>(
  db: Queryable,
  insid: string,
  type: T,
  data: EventDataOf<T>,
): Promise<EventRow | null> {
  const [event] = await appendEvents(db, [{ insid, type, data } as NewEvent]);
  return event ?? null;
}

/** The sequence number of the token's last event (0 before its first, null without the token). */
export async function lastEventSeq(db: Queryable, insid: string): Promise<number | null> {
  const [row] = await db.select({ seq: instances.eventSeq }).from(instances).where(eq(instances.id, insid));
  return row ? Number(row.seq) : null;
}

export function eventsAfter(
  db: Queryable,
  insid: string,
  afterSeq: number,
  limit: number,
): Promise<EventRow[]> {
  return db
    .select()
    .from(instanceEvents)
    .where(and(eq(instanceEvents.instanceId, insid), gt(instanceEvents.seq, afterSeq)))
    .orderBy(asc(instanceEvents.seq))
    .limit(limit);
}
