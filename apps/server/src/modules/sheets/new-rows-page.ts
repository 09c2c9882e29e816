import { a1, type SheetsGateway } from './sheets-gateway';

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
  const page = await sheets.read(spreadsheetId, a1(tab, `A${first}:ZZ${first + NEW_ROWS_PAGE}`));
  const rows = page
    .map((cells, i) => ({ rowNumber: first + i, cells }))
    .filter((row) => row.rowNumber > first && filled(row.cells));
  const end = Math.max(lastRow, first + page.length - 1);
  if (rows.length === 0) return { headers: [], rows, lastRow: end };
  const headers = first === 1 ? page[0] : (await sheets.read(spreadsheetId, a1(tab, 'A1:ZZ1')))[0];
  return { headers: headers ?? [], rows, lastRow: end };
}
