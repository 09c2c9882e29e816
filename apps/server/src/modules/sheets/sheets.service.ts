import {
  type EventLogSettings,
  InstanceMessages,
  type NewRowSettings,
  type SheetPreview,
  type SheetsOverview,
  SheetsTexts,
  spreadsheetIdOf,
  templatePlaceholders,
} from '@chatgate/contracts';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/app-error';
import type { WakeUps } from '../events/wake-ups';
import {
  claimTokenSheet,
  disconnectTokenSheet,
  findToken,
  sheetHeldByAnotherAccount,
} from '../instances/instances.service';
import type { StatusRecorder } from '../messages/message-status.service';
import { type AutomationRow, automationsOf, disableAutomations, saveAutomation } from './automations.queries';
import { lastFilledRow } from './new-rows-page';
import { answeringSheets } from './sheets-errors';
import { a1, SheetsError, type SheetsGateway, type SpreadsheetInfo } from './sheets-gateway';
import { MAX_TABLE_ROWS } from './table-file';

export interface SheetsDeps {
  db: Db;
  sheets: SheetsGateway;
  /** Wakes the outbound sender for what a bulk send queued, and the Sheets worker for a started run. */
  wakeUps: WakeUps;
  /** Where a cancelled run's waiting messages are marked failed. */
  statuses: StatusRecorder;
  /** Media links to private addresses pass the row check (WEBHOOK_ALLOW_PRIVATE). */
  allowPrivateMedia?: boolean;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

function eventLogOf(row: AutomationRow | undefined): EventLogSettings {
  return {
    enabled: row?.enabled ?? false,
    tab: row?.tab ?? null,
    written: row?.done ?? 0,
    lastError: row?.lastError ?? null,
    lastWrittenAt: iso(row?.lastRunAt ?? null),
  };
}

function newRowOf(row: AutomationRow | undefined): NewRowSettings {
  return {
    enabled: row?.enabled ?? false,
    tab: row?.tab ?? null,
    phoneColumn: row?.phoneColumn ?? null,
    template: row?.template ?? '',
    lastRow: row?.cursor ?? 0,
    sent: row?.done ?? 0,
    lastError: row?.lastError ?? null,
    lastCheckedAt: iso(row?.lastRunAt ?? null),
  };
}

/** The token's connected spreadsheet id; 400 when none is connected. */
async function connectedSheet(db: Db, insid: string): Promise<string> {
  const id = (await findToken(db, insid))?.gSheetId;
  if (!id) throw badRequest(SheetsTexts.notConnected);
  return id;
}

/** The Google Sheets page of a token: setup, the spreadsheet as Google shows it now, the automations. */
export async function sheetsOverview(
  { db, sheets }: SheetsDeps,
  insid: string,
  /** The connected spreadsheet as Google just answered it, when the caller asked already. */
  known?: SpreadsheetInfo,
): Promise<SheetsOverview> {
  const gSheetID = (await findToken(db, insid))?.gSheetId ?? null;
  let spreadsheet: SpreadsheetInfo | null = known ?? null;
  let accessError: string | null = null;
  if (gSheetID && !known) {
    try {
      spreadsheet = await sheets.metadata(gSheetID);
    } catch (error) {
      if (!(error instanceof SheetsError)) throw error;
      accessError = error.message;
    }
  }
  const automations = await automationsOf(db, insid);
  return {
    configured: sheets.serviceAccountEmail !== null,
    serviceAccountEmail: sheets.serviceAccountEmail,
    gSheetID,
    spreadsheet,
    accessError,
    eventLog: eventLogOf(automations.find((a) => a.kind === 'event_log')),
    newRow: newRowOf(automations.find((a) => a.kind === 'new_row')),
  };
}

/** Connects a spreadsheet by link or id once Chatgate can open it (the service account was given access). */
export async function connectSheet(deps: SheetsDeps, insid: string, link: string): Promise<SheetsOverview> {
  const id = spreadsheetIdOf(link);
  if (!id) throw badRequest(SheetsTexts.sheetInvalid);
  const token = await findToken(deps.db, insid);
  if (!token) throw notFound(InstanceMessages.notFound);
  // Every account's sheets are opened by the one service account: whoever has a sheet's link
  // could otherwise read and write another account's sheet through their own token.
  if (await sheetHeldByAnotherAccount(deps.db, id, token.userId)) throw conflict(SheetsTexts.sheetTaken);
  const info = await answeringSheets(() => deps.sheets.metadata(id));
  if (!(await claimTokenSheet(deps.db, insid, token.userId, id))) throw conflict(SheetsTexts.sheetTaken);
  if (token.gSheetId && token.gSheetId !== id) await disableAutomations(deps.db, insid);
  return sheetsOverview(deps, insid, info);
}

/** Disconnects the spreadsheet; its automations stop. */
export async function disconnectSheet(deps: SheetsDeps, insid: string): Promise<SheetsOverview> {
  await disconnectTokenSheet(deps.db, insid);
  await disableAutomations(deps.db, insid);
  return sheetsOverview(deps, insid);
}

/** The connected spreadsheet as Google shows it now; 400 when `tab` is not one of its tabs. */
async function sheetWithTab(deps: SheetsDeps, insid: string, tab: string) {
  const spreadsheetId = await connectedSheet(deps.db, insid);
  const info = await answeringSheets(() => deps.sheets.metadata(spreadsheetId));
  if (!info.tabs.some((t) => t.title === tab)) throw badRequest(SheetsTexts.tabMissing);
  return { spreadsheetId, info };
}

/**
 * A tab of the connected spreadsheet, every row; 400 when the tab does not exist or has more data
 * rows than a file may. Only one row past that limit is asked for: a whole tab can hold millions.
 */
export async function tabRows(deps: SheetsDeps, insid: string, tab: string) {
  const { spreadsheetId, info } = await sheetWithTab(deps, insid, tab);
  const lastRow = MAX_TABLE_ROWS + 2;
  const rows = await answeringSheets(() => deps.sheets.read(spreadsheetId, a1(tab, `A1:ZZ${lastRow}`)));
  if (rows.length === lastRow) throw badRequest(SheetsTexts.tabTooManyRows);
  return { spreadsheetId, info, rows };
}

/** The header row, the first data rows and how many there are. */
export function previewOf(rows: string[][]): SheetPreview {
  return { headers: rows[0] ?? [], rows: rows.slice(1, 6), rowCount: Math.max(0, rows.length - 1) };
}

export async function previewTab(deps: SheetsDeps, insid: string, tab: string): Promise<SheetPreview> {
  return previewOf((await tabRows(deps, insid, tab)).rows);
}

export async function saveEventLog(
  deps: SheetsDeps,
  insid: string,
  settings: { enabled: boolean; tab: string },
): Promise<SheetsOverview> {
  // Switched on, the log needs its tab (only the tab list is read); off, the name is only kept.
  const checked = settings.enabled ? await sheetWithTab(deps, insid, settings.tab) : null;
  const spreadsheetId = checked?.spreadsheetId ?? (await connectedSheet(deps.db, insid));
  const current = (await automationsOf(deps.db, insid)).find((a) => a.kind === 'event_log');
  const sameLog = current?.spreadsheetId === spreadsheetId && current.tab === settings.tab;
  await saveAutomation(deps.db, insid, 'event_log', {
    spreadsheetId,
    tab: settings.tab,
    enabled: settings.enabled,
    phoneColumn: null,
    template: '',
    // Another sheet or tab starts its log afresh from the token's first event.
    ...(sameLog ? {} : { cursor: 0 }),
  });
  return sheetsOverview(deps, insid, checked?.info);
}

export async function saveNewRow(
  deps: SheetsDeps,
  insid: string,
  settings: { enabled: boolean; tab: string; phoneColumn: number; template: string },
): Promise<SheetsOverview> {
  const { spreadsheetId, info } = await sheetWithTab(deps, insid, settings.tab);
  const [headerRow] = await answeringSheets(() =>
    deps.sheets.read(spreadsheetId, a1(settings.tab, 'A1:ZZ1')),
  );
  const headers = (headerRow ?? []).map((h) => h.trim().toLowerCase());
  if (settings.phoneColumn >= Math.max(headers.length, 1)) throw badRequest(SheetsTexts.columnMissing);
  const unknown = templatePlaceholders(settings.template).find((p) => !headers.includes(p.toLowerCase()));
  if (unknown) throw badRequest(SheetsTexts.unknownPlaceholder(unknown));
  const current = (await automationsOf(deps.db, insid)).find((a) => a.kind === 'new_row');
  const watching =
    current?.enabled && current.spreadsheetId === spreadsheetId && current.tab === settings.tab;
  const startsWatching = settings.enabled && !watching;
  const lastRow = startsWatching
    ? await answeringSheets(() => lastFilledRow(deps.sheets, spreadsheetId, settings.tab))
    : 0;
  await saveAutomation(deps.db, insid, 'new_row', {
    spreadsheetId,
    tab: settings.tab,
    enabled: settings.enabled,
    phoneColumn: settings.phoneColumn,
    template: settings.template,
    // Switched on (or moved to another tab): the rows there now are not new.
    ...(startsWatching ? { cursor: lastRow } : {}),
  });
  return sheetsOverview(deps, insid, info);
}
