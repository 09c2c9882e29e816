/**
 * A1 notation as the Sheets API reads it: `'Tab'!A2:D`, `Tab!A:F`, `'Tab'!B7`, `2:5`, a bare tab
 * name (the whole tab) or bare cells (the first tab). Rows and columns are 0-based here; an end
 * of null is open (to the grid's edge), ends are exclusive.
 */
export interface GridRange {
  tab: string;
  startRow: number;
  startColumn: number;
  endRow: number | null;
  endColumn: number | null;
  /** A single cell (`'Tab'!B7`): reads that cell, but a write starting there may cover more. */
  anchor?: boolean;
}

const CELLS = /^([A-Za-z]{0,3})(\d*)(?::([A-Za-z]{0,3})(\d*))?$/;

/** The range `range` names among `tabs`; null when Google would answer "Unable to parse range". */
export function parseA1(range: string, tabs: string[]): GridRange | null {
  const split = splitTab(range, tabs);
  if (!split || !tabs.includes(split.tab)) return null;
  if (split.cells === null)
    return { tab: split.tab, startRow: 0, startColumn: 0, endRow: null, endColumn: null };
  const cells = parseCells(split.cells);
  return cells && { tab: split.tab, ...cells };
}

function splitTab(range: string, tabs: string[]): { tab: string; cells: string | null } | null {
  if (tabs.includes(range)) return { tab: range, cells: null };
  if (range.startsWith("'")) {
    const quoted = /^'((?:[^']|'')*)'(?:!(.*))?$/s.exec(range);
    return quoted ? { tab: (quoted[1] ?? '').replaceAll("''", "'"), cells: quoted[2] ?? null } : null;
  }
  const bang = range.lastIndexOf('!');
  if (bang >= 0) return { tab: range.slice(0, bang), cells: range.slice(bang + 1) };
  return tabs[0] === undefined ? null : { tab: tabs[0], cells: range };
}

function parseCells(cells: string): Omit<GridRange, 'tab'> | null {
  const match = CELLS.exec(cells);
  if (!match) return null;
  const [, startLetters = '', startDigits = '', endLetters = '', endDigits = ''] = match;
  const single = !cells.includes(':');
  if (single ? !startLetters || !startDigits : !(startLetters || startDigits) || !(endLetters || endDigits))
    return null;
  if (startDigits === '0' || endDigits === '0') return null;
  const startRow = startDigits ? Number(startDigits) - 1 : 0;
  const startColumn = startLetters ? columnIndex(startLetters) : 0;
  if (single)
    return { startRow, startColumn, endRow: startRow + 1, endColumn: startColumn + 1, anchor: true };
  const endRow = endDigits ? Number(endDigits) : null;
  const endColumn = endLetters ? columnIndex(endLetters) + 1 : null;
  if ((endRow !== null && endRow <= startRow) || (endColumn !== null && endColumn <= startColumn))
    return null;
  return { startRow, startColumn, endRow, endColumn };
}

/** `A` -> 0, `Z` -> 25, `AA` -> 26. */
export function columnIndex(letters: string): number {
  return [...letters.toUpperCase()].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0) - 1;
}

/** 0 -> `A`, 26 -> `AA`. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** A tab name as Google writes it in the ranges it answers: quoted unless plain. */
export const quoteTab = (tab: string) =>
  /^[A-Za-z_][A-Za-z0-9_]*$/.test(tab) ? tab : `'${tab.replaceAll("'", "''")}'`;

/** `'Tab'!A2:D5` for rows [startRow, endRow) and columns [startColumn, endColumn). */
export function formatA1(
  tab: string,
  startRow: number,
  startColumn: number,
  endRow: number,
  endColumn: number,
) {
  const start = `${columnLetters(startColumn)}${startRow + 1}`;
  const end = `${columnLetters(Math.max(startColumn, endColumn - 1))}${Math.max(startRow + 1, endRow)}`;
  return `${quoteTab(tab)}!${start === end ? start : `${start}:${end}`}`;
}
