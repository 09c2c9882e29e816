import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sqlArray } from '../../db/sql-array';

export interface Lease {
  insid: string;
  fence: number;
  /** Whether a phone is linked: only then is there a session to start or stop. */
  authenticated: boolean;
}

const leasesOf = (rows: Array<Record<string, unknown>>): Lease[] =>
  rows.map((r) => ({
    insid: String(r.instance_id),
    fence: Number(r.fence),
    authenticated: Boolean(r.authenticated),
  }));

/** Renews the process's heartbeat; true when its row had to be made (first beat, or it was presumed dead). */
export async function heartbeat(db: Queryable, id: string, role: string): Promise<boolean> {
  const result = await db.execute<{ inserted: boolean }>(sql`
    insert into worker_processes (id, role) values (${id}, ${role})
    on conflict (id) do update set heartbeat_at = now()
    returning (xmax = 0) as inserted`);
  return Boolean(result.rows[0]?.inserted);
}

/** Forgets processes whose heartbeat is older than the TTL: their leases lose their owner. */
export async function evictDead(db: Queryable, ttlMs: number): Promise<void> {
  await db.execute(
    sql`delete from worker_processes where heartbeat_at < now() - make_interval(secs => ${ttlMs / 1000})`,
  );
}

/** Gives every token (or only `insid`) a lease row, ownerless at first. */
export async function ensureLeaseRows(db: Queryable, insid?: string): Promise<void> {
  await db.execute(sql`
    insert into session_leases (instance_id)
    select i.id from instances i where not exists (select 1 from session_leases l where l.instance_id = i.id)
    ${insid === undefined ? sql`` : sql`and i.id = ${insid}`}
    order by i.id
    on conflict (instance_id) do nothing`);
}

/** Live hosting processes and tokens, for each process's fair share. */
export async function census(db: Queryable, ttlMs: number): Promise<{ hosts: number; leases: number }> {
  const result = await db.execute<{ hosts: number; leases: number }>(sql`
    select (select count(*)::int from worker_processes
            where role <> 'api' and heartbeat_at >= now() - make_interval(secs => ${ttlMs / 1000})) as hosts,
           (select count(*)::int from session_leases) as leases`);
  return result.rows[0] ?? { hosts: 0, leases: 0 };
}

export async function leasesOwnedBy(db: Queryable, owner: string): Promise<Lease[]> {
  const result = await db.execute(sql`
    select l.instance_id, l.fence, i.authenticated from session_leases l
    join instances i on i.id = l.instance_id where l.owner = ${owner}`);
  return leasesOf(result.rows);
}

/** Takes up to `limit` ownerless tokens (or only `insid`), each with a new fence. */
export async function claimFree(
  db: Queryable,
  owner: string,
  limit: number,
  insid?: string,
): Promise<Lease[]> {
  const result = await db.execute(sql`
    with free as (
      select instance_id from session_leases
      where owner is null ${insid === undefined ? sql`` : sql`and instance_id = ${insid}`}
      order by instance_id limit ${limit} for update skip locked
    ),
    claimed as (
      update session_leases l set owner = ${owner}, fence = l.fence + 1, acquired_at = now()
      from free where l.instance_id = free.instance_id
      returning l.instance_id, l.fence
    )
    select c.instance_id, c.fence, i.authenticated from claimed c join instances i on i.id = c.instance_id`);
  return leasesOf(result.rows);
}

/** Lets tokens go (to be claimed by another process). */
export async function release(db: Queryable, owner: string, insids: string[]): Promise<void> {
  if (insids.length === 0) return;
  await db.execute(sql`
    update session_leases set owner = null
    where owner = ${owner} and instance_id = any(${sqlArray(insids)}::text[])`);
}

/** Leaves the cluster: every lease of the process becomes free at once. */
export async function retire(db: Queryable, owner: string): Promise<void> {
  await db.execute(sql`delete from worker_processes where id = ${owner}`);
}
