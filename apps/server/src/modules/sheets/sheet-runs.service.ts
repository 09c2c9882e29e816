import {
  type CreateSheetRun,
  columnLetter,
  SHEET_ROW_STATUSES,
  SHEET_RUN_ROWS_PAGE,
  SHEET_STATUS_HEADER,
  type SheetRun,
  type SheetRunAction,
  type SheetRunDetail,
  SheetsTexts,
  type SheetUpload,
} from '@chatgate/contracts';
import { badRequest, conflict, notFound } from '../../http/app-error';
import { cleanOriginalName } from '../uploads/uploads.service';
import { checkRows, widestColumn } from './run-rows';
import * as q from './sheet-runs.queries';
import { previewOf, type SheetsDeps, tabRows } from './sheets.service';
import { answeringSheets } from './sheets-errors';
import { a1 } from './sheets-gateway';
import { readTableFile, TableFileError } from './table-file';

/** The reason a message of a cancelled run that was still waiting gives. */
export const CANCELLED_REASON = 'Cancelled: the bulk send was cancelled before this message was sent.';

function viewOf(run: q.RunRow, counts: Partial<Record<string, number>> = {}): SheetRun {
  return {
    id: run.id,
    insid: run.instanceId,
    source: run.source,
    name: run.name,
    status: run.status,
    statusColumn: run.statusColumn === null ? null : columnLetter(run.statusColumn),
    counts: Object.fromEntries(SHEET_ROW_STATUSES.map((s) => [s, counts[s] ?? 0])) as SheetRun['counts'],
    total: run.total,
    createdAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}

async function withCounts(deps: SheetsDeps, run: q.RunRow): Promise<SheetRun> {
  return viewOf(run, (await q.statusCounts(deps.db, [run.id])).get(run.id));
}

/** A CSV or XLSX file for a bulk send, parsed and kept until a run is made of it. */
export async function uploadTable(
  deps: SheetsDeps,
  insid: string,
  file: { buffer: Buffer; filename: string },
): Promise<SheetUpload> {
  let rows: string[][];
  try {
    rows = await readTableFile(file.buffer, file.filename);
  } catch (error) {
    if (error instanceof TableFileError) throw badRequest(error.message);
    throw error;
  }
  const fileName = cleanOriginalName(file.filename, 'table');
  const uploadId = await q.insertUpload(deps.db, insid, fileName, rows);
  return { uploadId, fileName, ...previewOf(rows) };
}

interface Source {
  rows: string[][];
  spreadsheetId: string | null;
  name: string;
  uploadId: string | null;
}

async function sourceRows(
  deps: SheetsDeps,
  insid: string,
  source: CreateSheetRun['source'],
): Promise<Source> {
  if (source.kind === 'sheet') {
    const { spreadsheetId, rows } = await tabRows(deps, insid, source.tab);
    return { rows, spreadsheetId, name: source.tab, uploadId: null };
  }
  const upload = await q.findUpload(deps.db, insid, source.uploadId);
  if (!upload) throw badRequest(SheetsTexts.uploadMissing);
  return { rows: upload.rows, spreadsheetId: null, name: upload.fileName, uploadId: upload.id };
}

/**
 * The dry run: reads every row, maps and checks it, and keeps the run ready to start with its
 * problem rows listed. A sheet run gets its status column (a new one is headed in the sheet
 * now, which also proves Chatgate may write there).
 */
export async function createRun(
  deps: SheetsDeps,
  insid: string,
  input: CreateSheetRun,
): Promise<SheetRunDetail> {
  const source = await sourceRows(deps, insid, input.source);
  const headers = source.rows[0] ?? [];
  if (source.rows.length < 2) throw badRequest(SheetsTexts.noDataRows);
  const width = Math.max(...source.rows.map((r) => r.length));
  const { mapping } = input;
  if (widestColumn({ ...mapping, status: null }) >= width || (mapping.status ?? 0) > width)
    throw badRequest(SheetsTexts.columnMissing);
  let statusColumn: number | null = null;
  if (source.spreadsheetId) {
    statusColumn = mapping.status ?? headers.length;
    if (mapping.status === null) {
      const cell = `${columnLetter(statusColumn)}1`;
      const spreadsheetId = source.spreadsheetId;
      await answeringSheets(() =>
        deps.sheets.write(spreadsheetId, [{ range: a1(source.name, cell), values: [[SHEET_STATUS_HEADER]] }]),
      );
    }
  }
  const runId = await deps.db.transaction(async (tx) => {
    const id = await q.insertRun(tx, {
      insid,
      source: input.source.kind,
      spreadsheetId: source.spreadsheetId,
      name: source.name,
      statusColumn,
      rows: checkRows(source.rows, mapping, deps.allowPrivateMedia),
    });
    if (source.uploadId) await q.takeUpload(tx, insid, source.uploadId);
    return id;
  });
  return runDetail(deps, insid, runId, 'problems', 1);
}

export async function listRuns(deps: SheetsDeps, insid: string): Promise<{ runs: SheetRun[] }> {
  const runs = await q.latestRuns(deps.db, insid, 20);
  const counts = await q.statusCounts(
    deps.db,
    runs.map((r) => r.id),
  );
  return { runs: runs.map((run) => viewOf(run, counts.get(run.id))) };
}

async function ownRun(deps: SheetsDeps, insid: string, id: string): Promise<q.RunRow> {
  const run = await q.findRun(deps.db, insid, id);
  if (!run) throw notFound(SheetsTexts.runNotFound);
  return run;
}

export async function runDetail(
  deps: SheetsDeps,
  insid: string,
  id: string,
  filter: 'all' | 'problems',
  page: number,
): Promise<SheetRunDetail> {
  const run = await ownRun(deps, insid, id);
  const offset = (page - 1) * SHEET_RUN_ROWS_PAGE;
  const { rows, total } = await q.runRowsPage(
    deps.db,
    id,
    filter === 'problems',
    offset,
    SHEET_RUN_ROWS_PAGE,
  );
  return {
    run: await withCounts(deps, run),
    rows: rows.map(({ rowNumber, ...r }) => ({ row: rowNumber, ...r })),
    page,
    pages: Math.max(1, Math.ceil(total / SHEET_RUN_ROWS_PAGE)),
  };
}

const MOVES: Record<SheetRunAction, { from: q.RunStatus[]; to: q.RunStatus; refused: string }> = {
  start: { from: ['ready'], to: 'running', refused: SheetsTexts.runNotReady },
  pause: { from: ['running'], to: 'paused', refused: SheetsTexts.runNotRunning },
  resume: { from: ['paused'], to: 'running', refused: SheetsTexts.runNotPaused },
  cancel: { from: ['ready', 'running', 'paused'], to: 'cancelled', refused: SheetsTexts.runFinished },
};

/** Start, pause, resume or cancel; a cancelled run's waiting rows and queued messages are not sent. */
export async function actOnRun(
  deps: SheetsDeps,
  insid: string,
  id: string,
  action: SheetRunAction,
): Promise<SheetRun> {
  await ownRun(deps, insid, id);
  const move = MOVES[action];
  const moved = await deps.db.transaction(async (tx) => {
    const run = await q.moveRun(tx, id, move.from, move.to);
    if (run && action === 'cancel') await q.cancelPendingRows(tx, id);
    return run;
  });
  if (!moved) throw conflict(move.refused);
  if (action === 'cancel') {
    const waiting = await q.queuedMessagesOf(deps.db, id);
    await Promise.all(
      waiting.map((messageId) => deps.statuses.record(messageId, 'failed', CANCELLED_REASON)),
    );
  }
  if (move.to === 'running') deps.wakeUps.sheetRunStarted();
  return withCounts(deps, moved);
}
