import { columnLetter, type SheetRowStatus } from '@chatgate/contracts';
import type { Db } from '../../db/client';
import { a1, SheetsError, type SheetsGateway } from './sheets-gateway';
import * as q from './status-writeback.queries';

/** Rows whose status is written back in one go. */
const BATCH = 500;

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
 * Writes the statuses that changed since the last write into the run's status column, then
 * records them as written. A crash in between writes the same cells again: harmless. Answers
 * how many rows were written; a failure is kept on the run for the user to see.
 */
export async function writeBackRun(db: Db, sheets: SheetsGateway, runId: string): Promise<number> {
  const run = await q.writeBackTarget(db, runId);
  if (!run?.spreadsheet_id || run.status_column === null) return 0;
  await q.markRunChecked(db, runId);
  const changed = await q.changedStatuses(db, runId, BATCH);
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
    await q.setRunError(db, runId, error.message);
    return 0;
  }
  await q.markStatusesWritten(
    db,
    runId,
    changed.map((c) => ({ row_number: c.row_number, status: c.status })),
  );
  return changed.length;
}
