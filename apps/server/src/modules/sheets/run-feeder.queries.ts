import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sheetRunRows, sheetRuns } from '../../db/schema';
import { givenRows } from '../../db/sql-array';

export type PendingRow = Pick<
  typeof sheetRunRows.$inferSelect,
  'rowNumber' | 'phone' | 'message' | 'mediaUrl'
>;

/** Locks the run while it is running; undefined when it is not, or another process holds it. */
export async function lockRunningRun(tx: Queryable, runId: string) {
  const [run] = await tx
    .select()
    .from(sheetRuns)
    .where(and(eq(sheetRuns.id, runId), eq(sheetRuns.status, 'running')))
    .for('update', { skipLocked: true });
  return run;
}

/** How many of the run's queued rows have messages still waiting in the token's queue. */
export async function countInFlight(tx: Queryable, runId: string): Promise<number> {
  const inFlight = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from sheet_run_rows r join messages m on m.id = r.message_id
    where r.run_id = ${runId} and r.status = 'queued' and m.status = 'queued'`);
  return inFlight.rows[0]?.n ?? 0;
}

/** The run's next `limit` rows not queued yet, in sheet order. */
export function pendingRows(tx: Queryable, runId: string, limit: number) {
  return tx
    .select()
    .from(sheetRunRows)
    .where(and(eq(sheetRunRows.runId, runId), eq(sheetRunRows.status, 'pending')))
    .orderBy(asc(sheetRunRows.rowNumber))
    .limit(limit);
}

/** Marks rows queued, each with the id of the message it became. */
export async function markRowsQueued(
  tx: Queryable,
  runId: string,
  queued: Array<{ row_number: number; message_id?: string | null }>,
): Promise<void> {
  await tx.execute(sql`
    with ${givenRows(queued, 'row_number int, message_id uuid')}
    update sheet_run_rows r set status = 'queued', message_id = g.message_id
    from given g where r.run_id = ${runId} and r.row_number = g.row_number`);
}

/** Marks rows failed without a message: refused by the rule of every send (a blocked person), with why. */
export async function markRowsRefused(
  tx: Queryable,
  runId: string,
  refused: Array<{ row_number: number; reason: string }>,
): Promise<void> {
  if (refused.length === 0) return;
  await tx.execute(sql`
    with ${givenRows(refused, 'row_number int, reason text')}
    update sheet_run_rows r set status = 'failed', reason = g.reason
    from given g where r.run_id = ${runId} and r.row_number = g.row_number`);
}

/** Runs being sent now, oldest first. */
export async function runningRunIds(db: Queryable, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: sheetRuns.id })
    .from(sheetRuns)
    .where(eq(sheetRuns.status, 'running'))
    .orderBy(asc(sheetRuns.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}
