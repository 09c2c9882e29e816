import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { calls } from '../../db/schema';
import type { IncomingCall } from '../../engines/engine';

export type CallRow = typeof calls.$inferSelect;

/** Keeps a call that reached the token; false when it was reported already (same id). */
export async function insertCall(db: Queryable, insid: string, call: IncomingCall): Promise<boolean> {
  const rows = await db
    .insert(calls)
    .values({
      instanceId: insid,
      id: call.id,
      fromChat: call.from,
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

/** Marks a ringing call rejected; the row as it is now, or undefined when it no longer rang. */
export async function markRejected(db: Queryable, insid: string, id: string): Promise<CallRow | undefined> {
  const [row] = await db
    .update(calls)
    .set({ status: 'rejected' })
    .where(and(eq(calls.instanceId, insid), eq(calls.id, id), eq(calls.status, 'ringing')))
    .returning();
  return row;
}
