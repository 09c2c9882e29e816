import type { SheetRowStatus } from '@chatgate/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { deleteInBatches } from '../../db/delete-in-batches';
import { sheetRunRows, sheetRuns, sheetUploads } from '../../db/schema';
import { givenRows } from '../../db/sql-array';
import type { CheckedRow } from './run-rows';

export type RunRow = typeof sheetRuns.$inferSelect;
export type RunStatus = RunRow['status'];
export type UploadRow = typeof sheetUploads.$inferSelect;

/** A row's status as the user sees it: its own until queued, then its message's (SQL over ROWS_WITH_MESSAGES). */
export const EFFECTIVE_STATUS = `case when r.message_id is null then r.status else coalesce(m.status, 'queued') end`;
export const EFFECTIVE_REASON = `case when r.message_id is null then r.reason else m.error end`;
/** Run rows (`r`) beside the messages they became (`m`). */
export const ROWS_WITH_MESSAGES = 'sheet_run_rows r left join messages m on m.id = r.message_id';

export async function insertUpload(db: Queryable, insid: string, fileName: string, rows: string[][]) {
  const [row] = await db
    .insert(sheetUploads)
    .values({ instanceId: insid, fileName, rows })
    .returning({ id: sheetUploads.id });
  return (row as { id: string }).id;
}

export async function findUpload(db: Queryable, insid: string, id: string): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(sheetUploads)
    .where(and(eq(sheetUploads.id, id), eq(sheetUploads.instanceId, insid)));
  return row;
}

export async function takeUpload(db: Queryable, insid: string, id: string): Promise<UploadRow | undefined> {
  const [row] = await db
    .delete(sheetUploads)
    .where(and(eq(sheetUploads.id, id), eq(sheetUploads.instanceId, insid)))
    .returning();
  return row;
}

export async function deleteUploadsBefore(db: Queryable, cutoff: Date, batchSize?: number): Promise<number> {
  return deleteInBatches(
    db,
    sheetUploads,
    sql`${sheetUploads.createdAt} < ${cutoff.toISOString()}`,
    batchSize,
  );
}

export interface NewRun {
  insid: string;
  source: 'sheet' | 'file';
  spreadsheetId: string | null;
  name: string;
  statusColumn: number | null;
  rows: CheckedRow[];
}

/** The run and all its rows, in one statement: a run is never seen half made. */
export async function insertRun(db: Queryable, run: NewRun): Promise<string> {
  const given = run.rows.map((r) => ({
    row_number: r.rowNumber,
    phone: r.phone,
    message: r.message,
    media_url: r.mediaUrl,
    status: r.reason ? 'invalid' : 'pending',
    reason: r.reason,
  }));
  const result = await db.execute<{ id: string }>(sql`
    with ${givenRows(given, 'row_number int, phone text, message text, media_url text, status text, reason text')},
    run as (
      insert into sheet_runs (instance_id, source, spreadsheet_id, name, status_column, total)
      values (${run.insid}, ${run.source}, ${run.spreadsheetId}, ${run.name}, ${run.statusColumn}, ${given.length})
      returning id
    ),
    rows as (
      insert into sheet_run_rows (run_id, row_number, phone, message, media_url, status, reason)
      select run.id, g.row_number, g.phone, g.message, g.media_url, g.status, g.reason from run, given g
    )
    select id from run`);
  return (result.rows[0] as { id: string }).id;
}

export async function findRun(db: Queryable, insid: string, id: string): Promise<RunRow | undefined> {
  const [row] = await db
    .select()
    .from(sheetRuns)
    .where(and(eq(sheetRuns.id, id), eq(sheetRuns.instanceId, insid)));
  return row;
}

export async function latestRuns(db: Queryable, insid: string, limit: number): Promise<RunRow[]> {
  return db
    .select()
    .from(sheetRuns)
    .where(eq(sheetRuns.instanceId, insid))
    .orderBy(desc(sheetRuns.createdAt))
    .limit(limit);
}

/** Moves a run from one of `from` to `to`; the run as it is now, or undefined when it was in no such state. */
export async function moveRun(
  db: Queryable,
  id: string,
  from: RunStatus[],
  to: RunStatus,
): Promise<RunRow | undefined> {
  const ended = to === 'cancelled' || to === 'completed';
  const [row] = await db
    .update(sheetRuns)
    .set({ status: to, updatedAt: new Date(), ...(ended ? { finishedAt: new Date() } : {}) })
    .where(and(eq(sheetRuns.id, id), inArray(sheetRuns.status, from)))
    .returning();
  return row;
}

/** How many rows of each run are in each status. */
export async function statusCounts(
  db: Queryable,
  runIds: string[],
): Promise<Map<string, Partial<Record<SheetRowStatus, number>>>> {
  const counts = new Map<string, Partial<Record<SheetRowStatus, number>>>();
  if (runIds.length === 0) return counts;
  const result = await db.execute<{ run_id: string; status: SheetRowStatus; n: number }>(sql`
    select r.run_id, ${sql.raw(EFFECTIVE_STATUS)} as status, count(*)::int as n
    from ${sql.raw(ROWS_WITH_MESSAGES)}
    where r.run_id = any(${sql.param(runIds)}::uuid[])
    group by 1, 2`);
  for (const { run_id, status, n } of result.rows) counts.set(run_id, { ...counts.get(run_id), [status]: n });
  return counts;
}

export interface RunRowView {
  rowNumber: number;
  phone: string;
  message: string;
  status: SheetRowStatus;
  reason: string | null;
  messageId: string | null;
}

/** A page of a run's rows in sheet order; `problems`: only invalid and failed ones. */
export async function runRowsPage(
  db: Queryable,
  runId: string,
  problems: boolean,
  offset: number,
  limit: number,
): Promise<{ rows: RunRowView[]; total: number }> {
  const filter = problems ? sql`and ${sql.raw(EFFECTIVE_STATUS)} in ('invalid', 'failed')` : sql``;
  const result = await db.execute<{
    row_number: number;
    phone: string;
    message: string;
    status: SheetRowStatus;
    reason: string | null;
    message_id: string | null;
    total: number;
  }>(sql`
    select r.row_number, r.phone, r.message, ${sql.raw(EFFECTIVE_STATUS)} as status,
           ${sql.raw(EFFECTIVE_REASON)} as reason, r.message_id, count(*) over ()::int as total
    from ${sql.raw(ROWS_WITH_MESSAGES)}
    where r.run_id = ${runId} ${filter}
    order by r.row_number
    offset ${offset} limit ${limit}`);
  const rows = result.rows.map((r) => ({
    rowNumber: r.row_number,
    phone: r.phone,
    message: r.message,
    status: r.status,
    reason: r.reason,
    messageId: r.message_id,
  }));
  let total = result.rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    const [{ n }] = (
      await db.execute<{ n: number }>(sql`
        select count(*)::int as n from ${sql.raw(ROWS_WITH_MESSAGES)} where r.run_id = ${runId} ${filter}`)
    ).rows as [{ n: number }];
    total = n;
  }
  return { rows, total };
}

/** Rows that will not be sent any more: pending ones become cancelled. */
export async function cancelPendingRows(db: Queryable, runId: string): Promise<void> {
  await db
    .update(sheetRunRows)
    .set({ status: 'cancelled' })
    .where(and(eq(sheetRunRows.runId, runId), eq(sheetRunRows.status, 'pending')));
}

/** Messages of the run still waiting in the token's queue. */
export async function queuedMessagesOf(db: Queryable, runId: string): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    select m.id from sheet_run_rows r join messages m on m.id = r.message_id
    where r.run_id = ${runId} and m.status = 'queued'`);
  return result.rows.map((r) => r.id);
}
