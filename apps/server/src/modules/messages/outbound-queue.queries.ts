import { and, asc, count, eq, exists, gt, lte, min, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { type LeaseGuard, leaseIsHeld } from '../../db/lease-guard';
import { instances, messages } from '../../db/schema';
import { sqlArray } from '../../db/sql-array';
import type { MessageRow } from './messages.queries';
import { queuedOf } from './queue.queries';

// The outbound queue as the sender reads it: which tokens have messages due, each token's due
// messages in queue order, and what pacing needs (holding a message back, counting attempts, a
// contact's recent sends).

export async function instancesWithDueMessages(
  db: Queryable,
  limit: number,
  except: string[] = [],
  /** Only these tokens (the ones this process hosts); all when undefined. */
  only?: string[],
): Promise<string[]> {
  if (only?.length === 0) return [];
  // One index probe per token rather than a pass over every queued message (a long queue).
  const rows = await db
    .select({ insid: instances.id })
    .from(instances)
    .where(
      and(
        exists(
          db
            .select({ one: sql`1` })
            .from(messages)
            .where(
              and(
                eq(messages.instanceId, instances.id),
                eq(messages.status, 'queued'),
                dueOrExpired(new Date()),
              ),
            ),
        ),
        // Each list as one array parameter: a process may host thousands of tokens, and this
        // runs every 250 ms (one bind parameter per id cost the CPU, and stops at 65,535).
        except.length > 0 ? sql`${instances.id} <> all(${sqlArray(except)}::text[])` : undefined,
        only ? sql`${instances.id} = any(${sqlArray(only)}::text[])` : undefined,
      ),
    )
    .limit(limit);
  return rows.map((r) => r.insid);
}

/** Not held back, or past its validity while held (so it fails on time). */
const dueOrExpired = (now: Date) => or(lte(messages.sendAfter, now), lte(messages.expiresAt, now));

/**
 * The first `limit` of the token's queued messages that meet `condition`, in queue order; none
 * when `lease` is given and is no longer the token's current lease.
 */
function queuedInOrder(
  db: Queryable,
  insid: string,
  condition: SQL | undefined,
  limit: number,
  lease?: LeaseGuard,
): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(and(queuedOf(insid), condition, lease ? leaseIsHeld(sql`${insid}`, lease) : undefined))
    .orderBy(asc(messages.queueSeq))
    .limit(limit);
}

/** The first `limit` queued messages of the token that are due (or expired), in queue order. */
export function headsOfQueue(
  db: Queryable,
  insid: string,
  limit: number,
  lease?: LeaseGuard,
): Promise<MessageRow[]> {
  return queuedInOrder(db, insid, dueOrExpired(new Date()), limit, lease);
}

/**
 * A paced token's heads: its messages past their validity (up to `limit`, in queue order), to be
 * failed as expired wherever they wait in the queue, then its first message due.
 */
export async function pacedHeadsOfQueue(
  db: Queryable,
  insid: string,
  limit: number,
  lease?: LeaseGuard,
): Promise<MessageRow[]> {
  const lapsed = await queuedInOrder(db, insid, lte(messages.expiresAt, new Date()), limit, lease);
  const [first] = await headsOfQueue(db, insid, 1, lease);
  return first && !lapsed.some((m) => m.id === first.id) ? [...lapsed, first] : lapsed;
}

/** When the next of the token's queued messages reaches the end of its validity, if any does. */
export async function nextLapseOfQueue(db: Queryable, insid: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(messages.expiresAt) })
    .from(messages)
    .where(and(queuedOf(insid), gt(messages.expiresAt, new Date())));
  return row?.at ?? null;
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

/**
 * Marks the messages as being handed to the engine, so a cancel no longer takes them. Answers the
 * ids still queued: a message cancelled since the sender read it is not sent.
 */
export async function claimForSending(db: Queryable, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .update(messages)
    .set({ claimedAt: sql`now()` })
    .where(and(sql`${messages.id} in (${lockedInOrder(ids)})`, eq(messages.status, 'queued')))
    .returning({ id: messages.id });
  return new Set(rows.map((r) => r.id));
}

/** The engine did not take these: they stay queued and may be cancelled again. */
export async function releaseClaims(db: Queryable, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(messages)
    .set({ claimedAt: null })
    .where(and(sql`${messages.id} in (${lockedInOrder(ids)})`, eq(messages.status, 'queued')));
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
