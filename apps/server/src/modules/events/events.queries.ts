import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { instanceEvents } from '../../db/schema';
import { sqlArray } from '../../db/sql-array';

export type EventRow = typeof instanceEvents.$inferSelect;

export interface NewEvent {
  insid: string;
  type: string;
  data: object;
}

/**
 * The common table expressions that append events to their tokens' logs, for one statement:
 * `counters` (id, base) bumps each token's sequence once, `new_events` (id, instance_id, seq,
 * type, data, created_at) holds the events with consecutive numbers in the order given, and
 * `deliveries` queues one webhook delivery per event the token's webhook wants. The counter rows
 * stay locked until commit, so sequence order is commit order: a reader of `after=<seq>` never
 * skips an event that commits late. Events of a token that no longer exists are dropped; other
 * CTEs of the statement can join `counters` to see which tokens exist.
 */
export function appendEventsCtes(events: NewEvent[], createdAt: Date): SQL {
  const perToken = new Map<string, number>();
  const ranks = events.map((e) => {
    const rank = (perToken.get(e.insid) ?? 0) + 1;
    perToken.set(e.insid, rank);
    return rank;
  });
  const ids = [...perToken.keys()];
  return sql`
    counters as (
      update instances i set event_seq = i.event_seq + c.n
      from unnest(${sqlArray(ids)}::text[], ${sqlArray(ids.map((id) => perToken.get(id)))}::int[]) as c(id, n)
      where i.id = c.id
      returning i.id, i.event_seq - c.n as base
    ),
    new_events as (
      insert into instance_events (id, instance_id, seq, type, data, created_at)
      select gen_random_uuid(), e.instance_id, c.base + e.rank, e.type, e.data, ${createdAt}
      from unnest(${sqlArray(events.map((e) => e.insid))}::text[], ${sqlArray(ranks)}::int[],
                  ${sqlArray(events.map((e) => e.type))}::text[],
                  ${sqlArray(events.map((e) => JSON.stringify(e.data)))}::jsonb[])
           with ordinality as e(instance_id, rank, type, data, ord)
      join counters c on c.id = e.instance_id
      order by e.ord
      returning *
    ),
    deliveries as (
      insert into webhook_deliveries (event_id, instance_id)
      select e.id, e.instance_id from new_events e
      join webhook_endpoints w on w.instance_id = e.instance_id
      where w.enabled and (e.type = any(w.events) or e.type = 'webhook.test')
    )`;
}

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
  }>(sql`with ${appendEventsCtes(events, new Date())} select * from new_events order by instance_id, seq`);
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
