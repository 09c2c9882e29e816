import { a1, SheetsError, type SheetsGateway } from './sheets-gateway';

/** Rows one look at a watched tab reads at most past the last row seen, so a look costs the same whatever the tab holds. */
export const NEW_ROWS_PAGE = 500;

export interface NewRowsPage {
  /** The header row, read only when there are new rows to build messages from. */
  headers: string[];
  /** The rows with something in them after the last row seen, by sheet row number (the header is row 1). */
  rows: Array<{ rowNumber: number; cells: string[] }>;
  /** The last row of the page with anything in it (or the last row seen): where the next look starts. */
  lastRow: number;
}

const filled = (cells: string[]) => cells.some((c) => c.trim() !== '');

/**
 * The next page of a watched tab after row `lastRow`. The page starts at that row itself: it was
 * there, so the range never starts past the grid's edge, which Google refuses. A row added while
 * the page is handled lies past the page's last filled row, so the next look reads it.
 */
export async function readNewRows(
  sheets: SheetsGateway,
  spreadsheetId: string,
  tab: string,
  lastRow: number,
): Promise<NewRowsPage> {
  const first = Math.max(1, lastRow);
  let page: string[][];
  try {
    page = await sheets.read(spreadsheetId, a1(tab, `A${first}:ZZ${first + NEW_ROWS_PAGE}`));
  } catch (error) {
    // Google refuses a range starting past the grid: rows at the tab's end were deleted.
    const refused = error instanceof SheetsError && error.failure === 'rejected';
    const shrunk = refused && lastRow > 1 ? await shrunkEnd(sheets, spreadsheetId, tab, lastRow) : null;
    if (shrunk === null) throw error;
    return { headers: [], rows: [], lastRow: shrunk };
  }
  if (lastRow > 1 && !filled(page[0] ?? [])) {
    const shrunk = await shrunkEnd(sheets, spreadsheetId, tab, lastRow);
    if (shrunk !== null) return { headers: [], rows: [], lastRow: shrunk };
  }
  const rows = page
    .map((cells, i) => ({ rowNumber: first + i, cells }))
    .filter((row) => row.rowNumber > first && filled(row.cells));
  const end = Math.max(lastRow, first + page.length - 1);
  if (rows.length === 0) return { headers: [], rows, lastRow: end };
  const headers = first === 1 ? page[0] : (await sheets.read(spreadsheetId, a1(tab, 'A1:ZZ1')))[0];
  return { headers: headers ?? [], rows, lastRow: end };
}

/**
 * The tab's new last filled row when it is above the last row seen: rows were deleted (or the
 * last one cleared), so rows typed under the new end are new, and the next look starts there.
 * Rows typed between the deletion and this look count as there before it. Null: not shrunk.
 */
async function shrunkEnd(
  sheets: SheetsGateway,
  spreadsheetId: string,
  tab: string,
  lastRow: number,
): Promise<number | null> {
  const end = await lastFilledRow(sheets, spreadsheetId, tab);
  return end < lastRow ? end : null;
}

/** Rows one read takes when finding where a tab ends. */
export const TAB_END_PAGE = 10_000;

/**
 * The last row of a tab with anything in it (0 for an empty tab), read a bounded page at a time:
 * switching the watch on, the rows there now are not new, however many there are. A page that
 * comes back shorter than asked for ends at the tab's last filled row (Google leaves out the
 * empty rows at a range's end); each page starts at a row known to be there, as above.
 */
export async function lastFilledRow(
  sheets: SheetsGateway,
  spreadsheetId: string,
  tab: string,
): Promise<number> {
  let first = 1;
  for (;;) {
    const page = await sheets.read(spreadsheetId, a1(tab, `A${first}:ZZ${first + TAB_END_PAGE}`));
    if (page.length <= TAB_END_PAGE) return page.length === 0 ? first - 1 : first + page.length - 1;
    first += TAB_END_PAGE;
  }
}
