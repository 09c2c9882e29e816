import type { DeliveryCursor } from '@chatgate/contracts';
import { and, desc, eq, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { deleteInBatches } from '../../db/delete-in-batches';
import { instanceEvents, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { givenRows } from '../../db/sql-array';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export async function findEndpoint(db: Queryable, insid: string): Promise<EndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.instanceId, insid));
  return row;
}

export interface EndpointChange {
  url: string;
  events: string[];
  format: string;
  bearerTokenCipher: string | null;
  enabled: boolean;
  disabledReason: string | null;
  /** Only for a new endpoint; a set one keeps its secret. */
  secretCipher: string | null;
}

export async function saveEndpoint(db: Queryable, insid: string, change: EndpointChange) {
  const { url, events, format, bearerTokenCipher, enabled, disabledReason, secretCipher } = change;
  const kept = { url, events, format, bearerTokenCipher, enabled, disabledReason };
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ instanceId: insid, ...kept, secretCipher: secretCipher ?? '' })
    .onConflictDoUpdate({
      target: webhookEndpoints.instanceId,
      set: {
        ...kept,
        updatedAt: new Date(),
        ...(secretCipher ? { secretCipher } : {}),
      },
    })
    .returning();
  return row as EndpointRow;
}

/**
 * Removes the token's endpoint (URL, events, secret); its pending deliveries end failed with
 * `reason`, so none goes out if a webhook is set again. False when there was none.
 */
export async function removeEndpoint(db: Queryable, insid: string, reason: string): Promise<boolean> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'failed', lastError: reason, lockedUntil: null })
    .where(and(eq(webhookDeliveries.instanceId, insid), eq(webhookDeliveries.status, 'pending')));
  const rows = await db
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.instanceId, insid))
    .returning({ id: webhookEndpoints.instanceId });
  return rows.length === 1;
}

/** Replaces the signing secret; the one replaced still signs for `overlapHours`. */
export async function rotateSecretCipher(
  db: Queryable,
  insid: string,
  secretCipher: string,
  overlapHours: number,
): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({
      secretCipher,
      previousSecretCipher: sql`${webhookEndpoints.secretCipher}`,
      previousSecretExpiresAt: sql`now() + make_interval(hours => ${overlapHours})`,
      updatedAt: new Date(),
    })
    .where(eq(webhookEndpoints.instanceId, insid));
}

export async function disableEndpoint(db: Queryable, insid: string, reason: string): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: reason, updatedAt: new Date() })
    .where(eq(webhookEndpoints.instanceId, insid));
}

export async function addDelivery(db: Queryable, eventId: string, insid: string): Promise<void> {
  await db.insert(webhookDeliveries).values({ eventId, instanceId: insid });
}

/**
 * A token's deliveries, newest first (then by id: a statement's deliveries share a time), after
 * `cursor` and of one status when given. Each row carries its own cursor, the time at full
 * (microsecond) precision: a millisecond one would skip rows.
 */
export function listDeliveries(
  db: Queryable,
  insid: string,
  options: { limit: number; cursor: DeliveryCursor | null; status: DeliveryRow['status'] | undefined },
) {
  const { limit, cursor, status } = options;
  const d = webhookDeliveries;
  return db
    .select({
      delivery: d,
      type: instanceEvents.type,
      seq: instanceEvents.seq,
      cursor: sql<string>`to_char(${d.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || ${d.id}`,
    })
    .from(d)
    .innerJoin(instanceEvents, eq(instanceEvents.id, d.eventId))
    .where(
      and(
        eq(d.instanceId, insid),
        status ? eq(d.status, status) : undefined,
        cursor
          ? sql`(${d.createdAt}, ${d.id}) < (${cursor.before}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(d.createdAt), desc(d.id))
    .limit(limit);
}

/** Due again at once, on a fresh retry schedule; the attempts made so far still count and show. */
export async function replayDelivery(db: Queryable, id: string, insid: string): Promise<boolean> {
  const rows = await db
    .update(webhookDeliveries)
    .set({
      status: 'pending',
      nextAttemptAt: new Date(),
      attemptsBeforeReplay: webhookDeliveries.attempts,
      lockedUntil: null,
    })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.instanceId, insid)))
    .returning({ id: webhookDeliveries.id });
  return rows.length === 1;
}

export type DueDelivery = {
  id: string;
  /** The attempts since the delivery was made or last replayed: where its retry schedule stands. */
  attempts: number;
  instance_id: string;
  url: string;
  secret_cipher: string;
  /** The secret a rotation replaced, while it still signs; else null. */
  previous_secret_cipher: string | null;
  /** The body's format (`chatgate` | `green-api`) and, with Green-API's, its Bearer token sealed. */
  format: string;
  bearer_token_cipher: string | null;
  /** The token's phone (the last linked), for Green-API's instanceData; null if none ever linked. */
  wid: string | null;
  event_id: string;
  type: string;
  seq: number;
  data: unknown;
  created_at: Date;
};

/**
 * Leases up to `limit` due deliveries whose endpoint is enabled, oldest first, leaving each token
 * at most `perToken` leased at once (counting those leased already, by any worker), so one slow
 * endpoint cannot take every slot. SKIP LOCKED lets several workers share the table.
 */
export async function leaseDue(
  db: Queryable,
  limit: number,
  perToken: number,
  leaseMs: number,
): Promise<DueDelivery[]> {
  const result = await db.execute<DueDelivery>(sql`
    with leased as (
      select instance_id, count(*) as n from webhook_deliveries
      where status = 'pending' and locked_until is not null and locked_until > now()
      group by instance_id
    ), due as (
      select d.id, d.instance_id, d.next_attempt_at, d.created_at
      from webhook_deliveries d
      join webhook_endpoints w on w.instance_id = d.instance_id and w.enabled
      where d.status = 'pending' and d.next_attempt_at <= now() and (d.locked_until is null or d.locked_until < now())
      order by d.next_attempt_at
      limit ${Math.max(limit * 4, 1000)}
    ), ranked as (
      select id, instance_id, row_number() over (partition by instance_id order by next_attempt_at, created_at) as rn
      from due
    ), picked as (
      select r.id from ranked r left join leased l on l.instance_id = r.instance_id
      where r.rn <= ${perToken} - coalesce(l.n, 0)
      order by r.rn
      limit ${limit}
    ), locked as (
      select d.id from webhook_deliveries d where d.id = any(array(select id from picked)) for update skip locked
    )
    update webhook_deliveries d set locked_until = now() + make_interval(secs => ${leaseMs / 1000})
    from webhook_endpoints w, instance_events e, instances i
    where d.id = any(array(select id from locked)) and w.instance_id = d.instance_id and e.id = d.event_id
      and i.id = d.instance_id
    returning d.id, d.attempts - d.attempts_before_replay as attempts, d.instance_id, w.url, w.secret_cipher,
      case when w.previous_secret_expires_at > now() then w.previous_secret_cipher end as previous_secret_cipher,
      w.format, w.bearer_token_cipher, coalesce(i.wid, i.last_phone) as wid,
      e.id as event_id, e.type, e.seq, e.data, e.created_at`);
  return result.rows;
}

/** How one attempt left a delivery; a pending one is tried again at `nextAttemptAt`. */
export interface AttemptRecord {
  id: string;
  status: 'pending' | 'succeeded' | 'failed';
  code: number | null;
  error: string | null;
  nextAttemptAt: Date | null;
}

/**
 * Records attempts, one statement for them all, and ends their leases. A delivery stopped while
 * its attempt was in flight (its webhook removed: failed) stays stopped, whatever the attempt got.
 */
export async function recordAttempts(db: Queryable, attempts: AttemptRecord[]): Promise<void> {
  if (attempts.length === 0) return;
  await db.execute(recordAttemptsStatement(attempts));
}

/**
 * recordAttempts' statement. The deliveries are also picked by `id = any(array(…))`: joined by id
 * alone, the planner expects jsonb_to_recordset's default 100 rows and hash-joins a scan of the
 * whole table (3.4 ms at 10,000 deliveries, growing with the history) instead of probing the key.
 */
export function recordAttemptsStatement(attempts: AttemptRecord[]): SQL {
  const rows = attempts.map((a) => ({
    id: a.id,
    status: a.status,
    code: a.code,
    error: a.error?.slice(0, 500) ?? null,
    next_attempt_at: a.nextAttemptAt?.toISOString() ?? null,
  }));
  return sql`
    with ${givenRows(rows, 'id uuid, status text, code int, error text, next_attempt_at timestamptz')}
    update webhook_deliveries d set
      status = o.status,
      attempts = d.attempts + 1,
      last_status_code = o.code,
      last_error = o.error,
      locked_until = null,
      next_attempt_at = coalesce(o.next_attempt_at, d.next_attempt_at),
      delivered_at = case when o.status = 'succeeded' then now() else d.delivered_at end
    from given o
    where d.id = any(array(select id from given)) and d.id = o.id and d.status = 'pending'`;
}

/** Ends leases without an attempt: the deliveries are due again at once, for any worker. */
export async function releaseLeases(db: Queryable, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(webhookDeliveries)
    .set({ lockedUntil: null })
    .where(and(inArray(webhookDeliveries.id, ids), eq(webhookDeliveries.status, 'pending')));
}

/** Deletes deliveries that ended (succeeded or gave up) before the cutoff; returns how many. */
export async function purgeFinishedBefore(db: Queryable, cutoff: Date, batchSize?: number): Promise<number> {
  const finished = and(ne(webhookDeliveries.status, 'pending'), lt(webhookDeliveries.createdAt, cutoff));
  return deleteInBatches(db, webhookDeliveries, finished as SQL, batchSize);
}
