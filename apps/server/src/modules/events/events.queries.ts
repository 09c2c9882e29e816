import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { instanceEvents } from '../../db/schema';
import { givenRows } from '../../db/sql-array';

export type EventRow = typeof instanceEvents.$inferSelect;

export interface NewEvent {
  insid: string;
  type: string;
  data: object;
}

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
 * delivery). The counter rows are locked in id order (concurrent statements never deadlock) and
 * stay locked until commit, so sequence order is commit order: a reader of `after=<seq>` never
 * skips an event that commits late. Events of a token that no longer exists are dropped; other
 * CTEs of the statement can join `counters` to see which tokens exist.
 */
export function appendEventsCtes(source: string): string {
  return `
    event_source as (${source}),
    event_counts as (select instance_id, count(*)::int as n from event_source group by instance_id),
    locked_tokens as (${lockedTokens('select instance_id from event_counts', 'no key update')}),
    counters as (
      update instances i set event_seq = i.event_seq + c.n
      from event_counts c join locked_tokens l on l.id = c.instance_id
      where i.id = c.instance_id
      returning i.id, i.event_seq - c.n as base
    ),
    new_events as (
      insert into instance_events (id, instance_id, seq, type, data, created_at)
      select gen_random_uuid(), e.instance_id,
             c.base + row_number() over (partition by e.instance_id order by e.ord), e.type, e.data, now()
      from event_source e join counters c on c.id = e.instance_id
      order by e.ord
      returning *
    ),
    deliveries as (
      insert into webhook_deliveries (event_id, instance_id)
      select e.id, e.instance_id from new_events e
      join webhook_endpoints w on w.instance_id = e.instance_id
      where w.enabled and (e.type = any(w.events) or e.type = 'webhook.test')
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

export async function appendEvent(
  db: Queryable,
  insid: string,
  type: string,
  data: object,
): Promise<EventRow | null> {
  const [event] = await appendEvents(db, [{ insid, type, data }]);
  return event ?? null;
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
