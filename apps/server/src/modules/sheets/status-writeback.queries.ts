import type { SheetRowStatus } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { givenRows } from '../../db/sql-array';
import { EFFECTIVE_REASON, EFFECTIVE_STATUS, ROWS_WITH_MESSAGES } from './sheet-runs.queries';

/** Receipts keep arriving after a run ends: its statuses are kept up to date this long. */
const FOLLOW_DAYS = 7;

/**
 * Sheet runs whose rows may have statuses the sheet does not show yet: a run being sent, or
 * that ended in the last minute, is compared every second; an older one (receipts still come)
 * every 30 s for a week.
 */
export async function runsToWriteBack(db: Queryable, limit: number): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    select id from sheet_runs
    where source = 'sheet' and status <> 'ready'
      and (finished_at is null or finished_at > now() - make_interval(days => ${FOLLOW_DAYS}))
      and (checked_at is null or checked_at < now() - case
            when finished_at is null or finished_at > now() - interval '1 minute' then interval '1 second'
            else interval '30 seconds' end)
    order by checked_at nulls first limit ${limit}`);
  return result.rows.map((r) => r.id);
}

/** Where a run's statuses are written: its spreadsheet, tab name and status column. */
export async function writeBackTarget(db: Queryable, runId: string) {
  const runs = await db.execute<{ spreadsheet_id: string; name: string; status_column: number }>(sql`
    select spreadsheet_id, name, status_column from sheet_runs where id = ${runId}`);
  return runs.rows[0];
}

export async function markRunChecked(db: Queryable, runId: string): Promise<void> {
  await db.execute(sql`update sheet_runs set checked_at = now() where id = ${runId}`);
}

export type ChangedStatus = {
  row_number: number;
  status: SheetRowStatus;
  reason: string | null;
};

/** Up to `limit` of a run's rows, in order, whose settled status differs from what was last written. */
export async function changedStatuses(db: Queryable, runId: string, limit: number): Promise<ChangedStatus[]> {
  const result = await db.execute<ChangedStatus>(sql`
    select r.row_number, s.status, s.reason from ${sql.raw(ROWS_WITH_MESSAGES)},
    lateral (select ${sql.raw(EFFECTIVE_STATUS)} as status, ${sql.raw(EFFECTIVE_REASON)} as reason) s
    where r.run_id = ${runId} and s.status <> 'pending' and s.status is distinct from r.written_status
    order by r.row_number limit ${limit}`);
  return result.rows;
}

export async function setRunError(db: Queryable, runId: string, message: string): Promise<void> {
  await db.execute(sql`update sheet_runs set last_error = ${message} where id = ${runId}`);
}

/** Records these rows' statuses as written, and clears the run's last error. */
export async function markStatusesWritten(
  db: Queryable,
  runId: string,
  written: Array<{ row_number: number; status: SheetRowStatus }>,
): Promise<void> {
  await db.execute(sql`
    with ${givenRows(written, 'row_number int, status text')},
    marked as (
      update sheet_run_rows r set written_status = g.status from given g
      where r.run_id = ${runId} and r.row_number = g.row_number
    )
    update sheet_runs set last_error = null, updated_at = now() where id = ${runId}`);
}
