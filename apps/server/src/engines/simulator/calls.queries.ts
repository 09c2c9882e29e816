import { CALL_RING_SECONDS, type SandboxCall } from '@chatgate/contracts';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { simCalls } from '../../db/schema';
import type { NetworkPhone } from './simulator.queries';

export type SimCallRow = typeof simCalls.$inferSelect;
type SimCallState = SandboxCall['state'];

export async function insertCall(
  db: Queryable,
  call: Pick<SimCallRow, 'accountId' | 'caller' | 'callee' | 'video' | 'calleeInstanceId'>,
): Promise<SimCallRow> {
  const [row] = await db.insert(simCalls).values(call).returning();
  return row as SimCallRow;
}

/** A call the phone `at` placed or received. */
export async function callOf(db: Queryable, at: NetworkPhone, id: string): Promise<SimCallRow | undefined> {
  const [row] = await db
    .select()
    .from(simCalls)
    .where(
      and(
        eq(simCalls.id, id),
        eq(simCalls.accountId, at.accountId),
        or(eq(simCalls.caller, at.phone), eq(simCalls.callee, at.phone)),
      ),
    );
  return row;
}

/** Moves a call from `from` to `to`; the row as it is now, or undefined when it was not at `from`. */
export async function moveCall(
  db: Queryable,
  where: { id: string; accountId: string },
  from: SimCallState,
  to: SimCallState,
): Promise<SimCallRow | undefined> {
  const [row] = await db
    .update(simCalls)
    .set({ state: to })
    .where(and(eq(simCalls.id, where.id), eq(simCalls.accountId, where.accountId), eq(simCalls.state, from)))
    .returning();
  return row;
}

/** The calls the phone `at` received that still ring (for less than 30 s) or are in progress. */
export function incomingCalls(db: Queryable, at: NetworkPhone): Promise<SimCallRow[]> {
  return db
    .select()
    .from(simCalls)
    .where(
      and(
        eq(simCalls.accountId, at.accountId),
        eq(simCalls.callee, at.phone),
        or(
          eq(simCalls.state, 'accepted'),
          and(
            eq(simCalls.state, 'ringing'),
            sql`${simCalls.createdAt} > now() - make_interval(secs => ${CALL_RING_SECONDS})`,
          ),
        ),
      ),
    )
    .orderBy(desc(simCalls.createdAt));
}
