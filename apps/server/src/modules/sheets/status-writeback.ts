import { columnLetter, type SheetRowStatus } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { givenRows } from '../../db/sql-array';
import { EFFECTIVE_REASON, EFFECTIVE_STATUS, ROWS_WITH_MESSAGES } from './sheet-runs.queries';
import { a1, SheetsError, type SheetsGateway } from './sheets-gateway';

/** Rows whose status is written back in one go. */
const BATCH = 500;
/** Receipts keep arriving after a run ends: its statuses are kept up to date this long. */
const FOLLOW_DAYS = 7;

/** What the status cell says: the status, and why for a row that was refused or failed. */
export function statusText(status: SheetRowStatus, reason: string | null): string {
  return reason && (status === 'invalid' || status === 'failed') ? `${status}: ${reason}` : status;
}

/** Consecutive row numbers, as [first, last] spans, so each span is one range to write. */
export function spans(rowNumbers: number[]): Array<[number, number]> {
  const result: Array<[number, number]> = [];
  for (const n of rowNumbers) {
    const last = result.at(-1);
    if (last && n === last[1] + 1) last[1] = n;
    else result.push([n, n]);
  }
  return result;
}

/**
 * Sheet runs whose rows may have statuses the sheet does not show yet: a run being sent, or
 * that ended in the last minute, is compared every second; an older one (receipts still come)
 * every 30 s for a week.
 */
export async function runsToWriteBack(db: Db, limit: number): Promise<string[]> {
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

type Changed = {
  row_number: number;
  status: SheetRowStatus;
  reason: string | null;
};

/**
 * Writes the statuses that changed since the last write into the run's status column, then
 * records them as written. A crash in between writes the same cells again: harmless. Answers
 * how many rows were written; a failure is kept on the run for the user to see.
 */
export async function writeBackRun(db: Db, sheets: SheetsGateway, runId: string): Promise<number> {
  const runs = await db.execute<{ spreadsheet_id: string; name: string; status_column: number }>(sql`
    select spreadsheet_id, name, status_column from sheet_runs where id = ${runId}`);
  const run = runs.rows[0];
  if (!run?.spreadsheet_id || run.status_column === null) return 0;
  await db.execute(sql`update sheet_runs set checked_at = now() where id = ${runId}`);
  const changed = (
    await db.execute<Changed>(sql`
      select r.row_number, s.status, s.reason from ${sql.raw(ROWS_WITH_MESSAGES)},
      lateral (select ${sql.raw(EFFECTIVE_STATUS)} as status, ${sql.raw(EFFECTIVE_REASON)} as reason) s
      where r.run_id = ${runId} and s.status <> 'pending' and s.status is distinct from r.written_status
      order by r.row_number limit ${BATCH}`)
  ).rows;
  if (changed.length === 0) return 0;
  const byRow = new Map(changed.map((c) => [c.row_number, statusText(c.status, c.reason)]));
  const letter = columnLetter(run.status_column);
  const blocks = spans(changed.map((c) => c.row_number)).map(([first, last]) => ({
    range: a1(run.name, `${letter}${first}:${letter}${last}`),
    values: Array.from({ length: last - first + 1 }, (_, i) => [byRow.get(first + i) ?? '']),
  }));
  try {
    await sheets.write(run.spreadsheet_id, blocks);
  } catch (error) {
    if (!(error instanceof SheetsError)) throw error;
    await db.execute(sql`update sheet_runs set last_error = ${error.message} where id = ${runId}`);
    return 0;
  }
  const given = changed.map((c) => ({ row_number: c.row_number, status: c.status }));
  await db.execute(sql`
    with ${givenRows(given, 'row_number int, status text')},
    marked as (
      update sheet_run_rows r set written_status = g.status from given g
      where r.run_id = ${runId} and r.row_number = g.row_number
    )
    update sheet_runs set last_error = null, updated_at = now() where id = ${runId}`);
  return changed.length;
}
