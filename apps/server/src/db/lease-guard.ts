import { sql } from 'drizzle-orm';

/** The work a process may do for a token while it holds this lease (see leaseIsHeld). */
export interface LeaseGuard {
  owner: string;
  fence: number;
  /** How fresh the owner's heartbeat must be: shorter than the lease TTL by a safety margin. */
  freshMs: number;
}

/**
 * A condition (for a query about token `insidColumn`) that holds only while the guard's lease is
 * still the token's current one and its owner's heartbeat is fresh: an owner that stalled and was
 * replaced reads nothing.
 */
export function leaseIsHeld(insidColumn: ReturnType<typeof sql>, guard: LeaseGuard) {
  return sql`exists (
    select 1 from session_leases l join worker_processes w on w.id = l.owner
    where l.instance_id = ${insidColumn} and l.owner = ${guard.owner} and l.fence = ${guard.fence}
      and w.heartbeat_at >= now() - make_interval(secs => ${guard.freshMs / 1000}))`;
}
