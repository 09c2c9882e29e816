/**
 * Reads an uploaded CSV or XLSX file into rows of strings, for users who send from a file
 * instead of a Google Sheet. The kind is decided by the bytes, never by the file name.
 */
import { SheetsTexts } from '@chatgate/contracts';
import { readSheet, type SheetData } from 'read-excel-file/node';
import { repackXlsx } from './xlsx-archive';

/** A problem with the uploaded file; `message` is shown to the user as it is. */
export class TableFileError extends Error {}

/** The most rows a file may hold after its header row. */
export const MAX_TABLE_ROWS = 10_000;

const {
  fileNotATable: NOT_A_TABLE,
  fileTooManyRows: TOO_MANY_ROWS,
  fileEmpty: EMPTY,
  fileNotASpreadsheet: NOT_A_SPREADSHEET,
  fileUnclosedQuote: UNCLOSED_QUOTE,
  fileUnpacksTooLarge: UNPACKS_TOO_LARGE,
} = SheetsTexts;

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const DELIMITERS = [',', ';', '\t'] as const;
/** 15 significant digits, never an exponent or digit grouping: 0.1 + 0.2 -> "0.3", 1e-7 -> "0.0000001". */
const PLAIN_NUMBER = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 15, useGrouping: false });

/**
 * The rows of the first sheet of an uploaded CSV or XLSX file, every cell as a trimmed string,
 * trailing empty cells and fully empty trailing rows dropped. Empty rows in the middle stay as `[]`.
 * The first row is the header; a file without any row after it counts as empty.
 * `_fileName` is not consulted: the bytes decide the kind.
 */
export async function readTableFile(bytes: Buffer, _fileName: string): Promise<string[][]> {
  if (bytes.length === 0) throw new TableFileError(EMPTY);
  const rows = bytes.subarray(0, 4).equals(ZIP_SIGNATURE)
    ? await readXlsxRows(bytes)
    : parseCsv(decodeText(bytes));
  const table = rows.map(trimRow);
  while (table.length > 0 && table[table.length - 1]?.length === 0) table.pop();
  if (table.length < 2) throw new TableFileError(EMPTY);
  if (table.length - 1 > MAX_TABLE_ROWS) throw new TableFileError(TOO_MANY_ROWS);
  return table;
}

/** Control characters other than tab, LF and CR. */
const STRAY_CONTROL = /(?![\t\n\r])\p{Cc}/gu;

function trimRow(row: string[]): string[] {
  // An XLSX cell can spell a lone UTF-16 surrogate (&#xD800;) or a control character (_x0000_,
  // &#0;): PostgreSQL refuses both in jsonb, and neither means anything in a message.
  const cells = row.map((cell) => cell.replace(STRAY_CONTROL, '').trim().toWellFormed());
  while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
  return cells;
}

/**
 * UTF-8 text without its BOM, or else Windows-1252 (what Excel on Windows writes for "CSV
 * (Comma delimited)"); a legacy .xls (OLE) file or any other binary is refused.
 */
function decodeText(bytes: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  if (hasControlCharacter(text)) throw new TableFileError(NOT_A_TABLE);
  return text;
}

/** Control characters never found in a text file; tab, LF, VT, FF and CR are allowed. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x09 || (code > 0x0d && code < 0x20) || code === 0x7f) return true;
  }
  return false;
}

async function readXlsxRows(bytes: Buffer): Promise<string[][]> {
  const repacked = await repackXlsx(bytes);
  if ('refused' in repacked)
    throw new TableFileError(repacked.refused === 'too-large' ? UNPACKS_TOO_LARGE : NOT_A_SPREADSHEET);
  let sheet: SheetData;
  try {
    sheet = await readSheet(repacked.archive);
  } catch {
    throw new TableFileError(NOT_A_SPREADSHEET);
  }
  return sheet.map((row) => row.map(cellText));
}

/** A cell as the user sees it: numbers without float noise, dates as YYYY-MM-DD, TRUE/FALSE. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') return numberText(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return String(value);
}

function numberText(value: number): string {
  if (!Number.isFinite(value)) return '';
  // Whole numbers (phone numbers, ids) digit for digit, never in exponent form.
  if (Number.isSafeInteger(value)) return String(value);
  // Excel keeps 15 significant digits; anything past them is binary float noise (0.1 + 0.2).
  return PLAIN_NUMBER.format(value);
}

/** The delimiter used most on the first line, outside quotes: `,` `;` or tab; `,` when none is. */
function detectDelimiter(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best: string = ',';
  for (const d of DELIMITERS) if ((counts.get(d) ?? 0) > (counts.get(best) ?? 0)) best = d;
  return best;
}

/**
 * RFC 4180 CSV: quoted fields, doubled quotes, line breaks inside quotes, CRLF, LF or CR rows.
 * Lenient like spreadsheet apps: a quote inside an unquoted field is kept as text. Excel's
 * `sep=;` first line, when present, names the delimiter and is not a row.
 */
function parseCsv(input: string): string[][] {
  let text = input;
  let delimiter: string;
  const hint = /^sep=([^"\r\n])(\r\n|\n|\r|$)/.exec(text);
  if (hint?.[1] !== undefined) {
    delimiter = hint[1];
    text = text.slice(hint[0].length);
  } else {
    delimiter = detectDelimiter(text);
  }

  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let state: 'start' | 'plain' | 'quoted' | 'quote-in-quoted' = 'start';
  const endField = () => {
    row.push(field);
    field = '';
    state = 'start';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    // Stop early on huge files: rows past the limit that hold a value make the file too long.
    if (rows.length > MAX_TABLE_ROWS + 1 && row.some((cell) => cell.trim() !== '')) {
      throw new TableFileError(TOO_MANY_ROWS);
    }
    row = [];
  };

  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (state === 'quoted') {
      if (char === '"') state = 'quote-in-quoted';
      else field += char;
      continue;
    }
    if (state === 'quote-in-quoted' && char === '"') {
      field += '"';
      state = 'quoted';
      continue;
    }
    if (char === delimiter) endField();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else if (char === '"' && state === 'start') {
      state = 'quoted';
    } else if (char === ' ' && state === 'start') {
      field += char; // spaces before a quote: `a, "b, c"` is still quoted
    } else {
      // Text after a closing quote (`"a"b`) is kept, as spreadsheet apps do.
      field += char;
      state = 'plain';
    }
  }
  if (state === 'quoted') throw new TableFileError(UNCLOSED_QUOTE);
  if (field !== '' || row.length > 0 || state !== 'start') endRow();
  return rows;
}
