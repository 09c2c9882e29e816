import { columnLetters, formatA1, type GridRange, quoteTab } from './a1-range';

/** One tab: its cells as text (rows may be ragged) and its grid size, which writes may not pass. */
export interface Tab {
  sheetId: number;
  title: string;
  cells: string[][];
  rowCount: number;
  columnCount: number;
}

/** A refusal the fake answers with 400 INVALID_ARGUMENT and this message. */
export class InvalidArgument extends Error {}

/** What Google answers for each block written (values.update, batchUpdate, append). */
export interface UpdatedRange {
  updatedRange: string;
  updatedRows: number;
  updatedColumns: number;
  updatedCells: number;
}

/** A new sheet is 1000 x 26, or larger to hold what it starts with. */
export function newTab(sheetId: number, title: string, cells: string[][]): Tab {
  const width = Math.max(0, ...cells.map((row) => row.length));
  return {
    sheetId,
    title,
    cells: cells.map((row) => [...row]),
    rowCount: Math.max(1000, cells.length),
    columnCount: Math.max(26, width),
  };
}

/** The cells of `range` as values.get answers them: trailing empty cells and rows left out. */
export function readRange(tab: Tab, range: GridRange): string[][] {
  const rows = tab.cells
    .slice(range.startRow, range.endRow ?? undefined)
    .map((row) => trimEnd(row.slice(range.startColumn, range.endColumn ?? undefined)));
  while (rows.length > 0 && rows.at(-1)?.length === 0) rows.pop();
  return rows;
}

/** The range Google says it read: `range` with open ends closed at the grid's edge. */
export function answeredRange(tab: Tab, range: GridRange): string {
  const endRow = Math.min(range.endRow ?? tab.rowCount, tab.rowCount);
  const endColumn = Math.min(range.endColumn ?? tab.columnCount, tab.columnCount);
  return formatA1(tab.title, range.startRow, range.startColumn, endRow, endColumn);
}

/** Writes `values` from the range's top-left cell; null cells are left as they are. */
export function writeRange(tab: Tab, range: GridRange, values: unknown[][]): UpdatedRange {
  const height = values.length;
  const width = Math.max(0, ...values.map((row) => row.length));
  const lastRow = range.startRow + height;
  const lastColumn = range.startColumn + width;
  const bounded = !range.anchor;
  if (
    bounded &&
    ((range.endRow !== null && lastRow > range.endRow) ||
      (range.endColumn !== null && lastColumn > range.endColumn))
  )
    throw new InvalidArgument(
      `Requested writing within range [${answeredRange(tab, range)}], but tried writing to row [${lastRow}] or column [${columnLetters(lastColumn - 1)}]`,
    );
  if (lastRow > tab.rowCount || lastColumn > tab.columnCount)
    throw new InvalidArgument(
      `Range (${quoteTab(tab.title)}!${columnLetters(lastColumn - 1)}${lastRow}) exceeds grid limits. Max rows: ${tab.rowCount}, max columns: ${tab.columnCount}`,
    );
  for (let i = tab.cells.length; i < lastRow; i++) tab.cells.push([]);
  let updatedCells = 0;
  values.forEach((row, r) => {
    const target = tab.cells[range.startRow + r] ?? [];
    row.forEach((value, c) => {
      if (value === null || value === undefined) return;
      for (let i = target.length; i < range.startColumn + c; i++) target[i] = '';
      target[range.startColumn + c] = String(value);
      updatedCells++;
    });
  });
  return {
    updatedRange: formatA1(tab.title, range.startRow, range.startColumn, lastRow, lastColumn),
    updatedRows: height,
    updatedColumns: width,
    updatedCells,
  };
}

/**
 * values.append: the rows go under the last row holding anything in the range's columns
 * (INSERT_ROWS inserts that many rows there, growing the grid; OVERWRITE writes over what follows).
 */
export function appendRows(tab: Tab, range: GridRange, values: unknown[][], insert: boolean): UpdatedRange {
  let at = tab.cells.length;
  while (at > range.startRow && readRange(tab, { ...range, startRow: at - 1, endRow: at }).length === 0) at--;
  const width = Math.max(0, ...values.map((row) => row.length));
  if (insert) {
    if (at < tab.cells.length) tab.cells.splice(at, 0, ...values.map(() => []));
    tab.rowCount += values.length;
  } else tab.rowCount = Math.max(tab.rowCount, at + values.length);
  tab.columnCount = Math.max(tab.columnCount, range.startColumn + width);
  return writeRange(tab, { ...range, startRow: at, endRow: null, endColumn: null, anchor: false }, values);
}

function trimEnd(row: string[]): string[] {
  let end = row.length;
  while (end > 0 && !row[end - 1]) end--;
  return row.slice(0, end);
}
