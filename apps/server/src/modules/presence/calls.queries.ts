import type { CallStatus } from '@chatgate/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { calls } from '../../db/schema';
import type { IncomingCall } from '../../engines/engine-events';

export type CallRow = typeof calls.$inferSelect;

/** Where a page of GET /calls starts: after this call (newest first). */
export interface CallPosition {
  calledAt: Date;
  id: string;
}

/** Keeps a call that reached the token; false when it was reported already (same id). */
export async function insertCall(db: Queryable, insid: string, call: IncomingCall): Promise<boolean> {
  const rows = await db
    .insert(calls)
    .values({
      instanceId: insid,
      id: call.id,
      fromChat: call.from,
      fromLid: call.fromLid ?? null,
      callerRef: call.callerRef,
      video: call.video,
      isGroup: call.group,
      calledAt: call.timestamp,
    })
    .onConflictDoNothing()
    .returning({ id: calls.id });
  return rows.length > 0;
}

export async function findCall(db: Queryable, insid: string, id: string): Promise<CallRow | undefined> {
  const [row] = await db
    .select()
    .from(calls)
    .where(and(eq(calls.instanceId, insid), eq(calls.id, id)));
  return row;
}

/**
 * Moves the call on from `from` (ringing, or accepted) to where `set` says; the row as it is
 * now, or undefined when it had moved on already (another report, or another process, won).
 */
export async function moveCall(
  db: Queryable,
  insid: string,
  id: string,
  from: CallStatus,
  set: Pick<CallRow, 'status'> & Partial<Pick<CallRow, 'answeredAt' | 'endedAt'>>,
): Promise<CallRow | undefined> {
  const [row] = await db
    .update(calls)
    .set(set)
    .where(and(eq(calls.instanceId, insid), eq(calls.id, id), eq(calls.status, from)))
    .returning();
  return row;
}

/** A page of the token's calls, newest first. */
export function listCalls(
  db: Queryable,
  insid: string,
  after: CallPosition | null,
  limit: number,
): Promise<CallRow[]> {
  return db
    .select()
    .from(calls)
    .where(
      and(
        eq(calls.instanceId, insid),
        after
          ? sql`(${calls.calledAt}, ${calls.id}) < (${after.calledAt.toISOString()}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(calls.calledAt), desc(calls.id))
    .limit(limit);
}
