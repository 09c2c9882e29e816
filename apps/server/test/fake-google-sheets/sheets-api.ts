import { columnLetters, type GridRange, parseA1, quoteTab } from './a1-range';
import { answeredRange, appendRows, readRange, type Tab, writeRange } from './grid';

export interface Spreadsheet {
  id: string;
  title: string;
  tabs: Tab[];
  /** Service account addresses (lower case) it is shared with. */
  sharedWith: Set<string>;
}

/** A refusal the fake answers with `status` and Google's error shape. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** One authorised API request: `rest` is the path after `/v4/spreadsheets/{id}`. */
export interface ApiRequest {
  method: string;
  rest: string;
  query: URLSearchParams;
  body: string;
}

const VALUE_RENDER_OPTIONS = ['FORMATTED_VALUE', 'UNFORMATTED_VALUE', 'FORMULA'];
const VALUE_INPUT_OPTIONS = ['RAW', 'USER_ENTERED'];

/** spreadsheets.get, values.get, values.batchUpdate and values.append on `sheet`, as Google answers them. */
export function answer({ method, rest, query, body }: ApiRequest, sheet: Spreadsheet): object {
  if (method === 'GET' && rest === '') return spreadsheetResource(sheet);
  const values = /^\/values\/([^/]+)$/.exec(rest);
  if (method === 'GET' && values) {
    const render = query.get('valueRenderOption') ?? 'FORMATTED_VALUE';
    if (!VALUE_RENDER_OPTIONS.includes(render))
      throw new ApiError(400, `Invalid value at 'value_render_option' (${render})`);
    const { tab, range } = rangeIn(sheet, decodeURIComponent(values[1] ?? ''));
    // A range may end past the grid (it is cut there) but not start past it.
    if (range.startRow >= tab.rowCount || range.startColumn >= tab.columnCount)
      throw new ApiError(
        400,
        `Range (${quoteTab(tab.title)}!${columnLetters(range.startColumn)}${range.startRow + 1}) exceeds grid limits. Max rows: ${tab.rowCount}, max columns: ${tab.columnCount}`,
      );
    const rows = readRange(tab, range).map((row) =>
      row.map(render === 'UNFORMATTED_VALUE' ? unformatted : String),
    );
    return {
      range: answeredRange(tab, range),
      majorDimension: 'ROWS',
      ...(rows.length ? { values: rows } : {}),
    };
  }
  const input = method === 'POST' ? parseBody(body) : {};
  if (method === 'POST' && rest === '/values:batchUpdate') {
    requireInputOption(String(input.valueInputOption ?? ''));
    const data = Array.isArray(input.data)
      ? (input.data as Array<{ range?: string; values?: unknown[][] }>)
      : [];
    const responses = data.map((block) => {
      const { tab, range } = rangeIn(sheet, String(block.range ?? ''));
      return { spreadsheetId: sheet.id, ...writeRange(tab, range, block.values ?? []) };
    });
    const sum = (key: 'updatedRows' | 'updatedColumns' | 'updatedCells') =>
      responses.reduce((n, r) => n + r[key], 0);
    return {
      spreadsheetId: sheet.id,
      totalUpdatedRows: sum('updatedRows'),
      totalUpdatedColumns: sum('updatedColumns'),
      totalUpdatedCells: sum('updatedCells'),
      totalUpdatedSheets: new Set(responses.map((r) => r.updatedRange.split('!')[0])).size,
      responses,
    };
  }
  const append = /^\/values\/([^/]+?):append$/.exec(rest);
  if (method === 'POST' && append) {
    requireInputOption(query.get('valueInputOption') ?? '');
    const { tab, range } = rangeIn(sheet, decodeURIComponent(append[1] ?? ''));
    const insert = (query.get('insertDataOption') ?? 'OVERWRITE') === 'INSERT_ROWS';
    const updates = appendRows(tab, range, (input.values as unknown[][] | undefined) ?? [], insert);
    return {
      spreadsheetId: sheet.id,
      tableRange: answeredRange(tab, range),
      updates: { spreadsheetId: sheet.id, ...updates },
    };
  }
  throw new ApiError(404, 'Requested entity was not found.');
}

function spreadsheetResource(sheet: Spreadsheet) {
  return {
    spreadsheetId: sheet.id,
    properties: { title: sheet.title, locale: 'en_US', autoRecalc: 'ON_CHANGE', timeZone: 'Etc/GMT' },
    sheets: sheet.tabs.map((tab, index) => ({
      properties: {
        sheetId: tab.sheetId,
        title: tab.title,
        index,
        sheetType: 'GRID',
        gridProperties: { rowCount: tab.rowCount, columnCount: tab.columnCount },
      },
    })),
    spreadsheetUrl: `https://docs.google.com/spreadsheets/d/${sheet.id}/edit`,
  };
}

function rangeIn(sheet: Spreadsheet, a1: string): { tab: Tab; range: GridRange } {
  const range = parseA1(
    a1,
    sheet.tabs.map((t) => t.title),
  );
  const tab = range && sheet.tabs.find((t) => t.title === range.tab);
  if (!range || !tab) throw new ApiError(400, `Unable to parse range: ${a1}`);
  return { tab, range };
}

function requireInputOption(option: string) {
  if (!VALUE_INPUT_OPTIONS.includes(option))
    throw new ApiError(400, "'valueInputOption' is required but not specified");
}

function parseBody(body: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(body || '{}');
    if (typeof value === 'object' && value !== null) return value as Record<string, unknown>;
  } catch {}
  throw new ApiError(400, 'Invalid JSON payload received.');
}

/** UNFORMATTED_VALUE: numbers and booleans as JSON values, the rest as the text shown. */
function unformatted(cell: string): string | number | boolean {
  if (cell === 'TRUE' || cell === 'FALSE') return cell === 'TRUE';
  const number = cell.replaceAll(',', '');
  return cell !== '' && /^-?\d*\.?\d+(e[+-]?\d+)?$/i.test(number) ? Number(number) : cell;
}
