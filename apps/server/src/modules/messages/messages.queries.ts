import { and, asc, count, desc, eq, gt, lt, lte, min, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { messages } from '../../db/schema';
import { sqlArray } from '../../db/sql-array';
import { appendEventsCtes, type NewEvent } from '../events/events.queries';

export type MessageRow = typeof messages.$inferSelect;
export type MessageStatus = MessageRow['status'];
export type NewMessage = Pick<
  typeof messages.$inferInsert,
  'instanceId' | 'direction' | 'remote' | 'type' | 'body' | 'payload' | 'status' | 'expiresAt'
> & {
  id?: string;
};

export type QueuedRow = NewMessage & { id: string; type: string; body: string; createdAt: Date };

/**
 * Queues outbound messages and appends their events in one statement (one round trip for a
 * whole batch). The events' counter update locks the tokens before any message row is made, so
 * queue order is commit order too. Returns the ids stored; a token that no longer exists has
 * neither messages nor events.
 */
export async function insertQueued(
  db: Queryable,
  rows: QueuedRow[],
  events: NewEvent[],
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const createdAt = rows[0]?.createdAt ?? new Date();
  const column = <K extends keyof QueuedRow>(key: K) => sqlArray(rows.map((r) => r[key] ?? null));
  const result = await db.execute<{ id: string }>(sql`
    with ${appendEventsCtes(events, createdAt)},
    queued as (
      insert into messages (id, instance_id, direction, remote, type, body, payload, status, expires_at,
                            created_at, updated_at, send_after)
      select m.id, m.instance_id, 'out', m.remote, m.type, m.body, m.payload, 'queued', m.expires_at,
             ${createdAt}, ${createdAt}, ${createdAt}
      from unnest(${column('id')}::uuid[], ${column('instanceId')}::text[], ${column('remote')}::text[],
                  ${column('type')}::text[], ${column('body')}::text[],
                  ${sqlArray(rows.map((r) => JSON.stringify(r.payload ?? null)))}::jsonb[],
                  ${column('expiresAt')}::timestamptz[])
           with ordinality as m(id, instance_id, remote, type, body, payload, expires_at, ord)
      join counters c on c.id = m.instance_id
      order by m.ord
      returning id
    )
    select id from queued`);
  return new Set(result.rows.map((r) => r.id));
}

/** Inserts messages, skipping ids already stored; returns the new rows in the order given. */
export async function insertMessages(db: Queryable, rows: NewMessage[]): Promise<MessageRow[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(messages).values(rows).onConflictDoNothing().returning();
  const order = new Map(rows.map((r, i) => [r.id, i]));
  return inserted.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

export interface StatusUpdate {
  id: string;
  status: MessageStatus;
  error?: string;
}

const rank = (column: SQL | typeof messages.status) =>
  sql`case ${column} when 'queued' then 0 when 'sent' then 1 when 'delivered' then 2 when 'read' then 3 else 4 end`;

/**
 * Moves messages forward only (a late "delivered" never overwrites "read"), several in one
 * statement; returns the rows that changed. Updates of one message are applied in the order
 * given, one statement per repeat.
 */
export async function advanceStatuses(db: Queryable, updates: StatusUpdate[]): Promise<MessageRow[]> {
  const changed: MessageRow[] = [];
  let pending = updates;
  while (pending.length > 0) {
    const seen = new Set<string>();
    const round: StatusUpdate[] = [];
    const later: StatusUpdate[] = [];
    for (const u of pending) {
      if (seen.has(u.id)) later.push(u);
      else {
        seen.add(u.id);
        round.push(u);
      }
    }
    // Rows are locked in id order first, so two batches (or a batch and countAttempts) that
    // share messages wait for each other instead of deadlocking.
    const input = sql`unnest(${sqlArray(round.map((u) => u.id))}::uuid[], ${sqlArray(round.map((u) => u.status))}::text[],
      ${sqlArray(round.map((u) => u.error ?? null))}::text[]) as v(id, status, error)
      join (${lockedInOrder(round.map((u) => u.id))}) as locked on locked.id = v.id`;
    const rows = await db
      .update(messages)
      .set({
        status: sql`v.status`,
        error: sql`v.error`,
        updatedAt: sql`now()`,
        sentAt: sql`case when v.status = 'sent' then now() else ${messages.sentAt} end`,
      })
      .from(input)
      .where(and(sql`${messages.id} = v.id`, sql`${rank(messages.status)} < ${rank(sql`v.status`)}`))
      .returning();
    const order = new Map(round.map((u, i) => [u.id, i]));
    changed.push(...(rows as MessageRow[]).sort((x, y) => (order.get(x.id) ?? 0) - (order.get(y.id) ?? 0)));
    pending = later;
  }
  return changed;
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

// ---- The outbound queue ----

export async function instancesWithDueMessages(
  db: Queryable,
  limit: number,
  except: string[] = [],
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ insid: messages.instanceId })
    .from(messages)
    .where(
      and(
        eq(messages.status, 'queued'),
        dueOrExpired(new Date()),
        except.length > 0 ? notInArray(messages.instanceId, except) : undefined,
      ),
    )
    .limit(limit);
  return rows.map((r) => r.insid);
}

/** Not held back, or past its validity while held (so it fails on time). */
const dueOrExpired = (now: Date) => or(lte(messages.sendAfter, now), lte(messages.expiresAt, now));

/** The first `limit` queued messages of the token that are due (or expired), in queue order. */
export function headsOfQueue(db: Queryable, insid: string, limit: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.instanceId, insid), eq(messages.status, 'queued'), dueOrExpired(new Date())))
    .orderBy(asc(messages.queueSeq))
    .limit(limit);
}

export async function deferMessage(db: Queryable, id: string, until: Date): Promise<void> {
  await db.update(messages).set({ sendAfter: until }).where(eq(messages.id, id));
}

export async function countAttempts(db: Queryable, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(messages)
    .set({ attempts: sql`${messages.attempts} + 1` })
    .where(sql`${messages.id} in (${lockedInOrder(ids)})`);
}

/** The ids, locked FOR UPDATE in id order (a subquery). */
function lockedInOrder(ids: string[]): SQL {
  return sql`select id from messages where id = any(${sqlArray(ids)}::uuid[]) order by id for update`;
}

/** How many messages went to the contact since, and when the earliest of them went. */
export async function sentToContactSince(db: Queryable, insid: string, remote: string, since: Date) {
  const [row] = await db
    .select({ n: count(), first: min(messages.sentAt) })
    .from(messages)
    .where(
      and(
        eq(messages.instanceId, insid),
        eq(messages.remote, remote),
        eq(messages.direction, 'out'),
        gt(messages.sentAt, since),
      ),
    );
  return { count: row?.n ?? 0, first: row?.first ?? null };
}
