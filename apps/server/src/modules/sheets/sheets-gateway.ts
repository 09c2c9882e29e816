/**
 * What Chatgate needs of a spreadsheet service: the Google Sheets API v4 in production
 * (google-sheets-gateway.ts), a local fake of the same HTTP endpoints in tests. Ranges use A1
 * notation with the tab name quoted (`'Sheet 1'!A2:D`); values travel as strings.
 */
export interface SheetsGateway {
  /** The service account's address that users share their sheet with; null when none is configured. */
  readonly serviceAccountEmail: string | null;
  /** The spreadsheet's title and tabs (spreadsheets.get). */
  metadata(spreadsheetId: string): Promise<SpreadsheetInfo>;
  /** The cells of `range`, row by row, trailing empty cells left out (values.get, FORMATTED_VALUE). */
  read(spreadsheetId: string, range: string): Promise<string[][]>;
  /** Writes each block at its range (values.batchUpdate, RAW). Writing the same block twice is harmless. */
  write(spreadsheetId: string, blocks: Array<{ range: string; values: string[][] }>): Promise<void>;
}

export interface SpreadsheetInfo {
  title: string;
  tabs: Array<{ title: string; rowCount: number; columnCount: number }>;
}

export type SheetsFailure =
  /** No service account is configured on this server. */
  | 'not-configured'
  /** The spreadsheet does not exist. */
  | 'not-found'
  /** It exists but is not shared with the service account. */
  | 'no-access'
  /** Google kept answering 429/5xx, or could not be reached, after the retries. */
  | 'unavailable'
  /** Google refused the request itself (400), e.g. a bad range or a tab that does not exist. */
  | 'rejected';

/** A failure the user can act on; `message` is shown to them as it is. */
export class SheetsError extends Error {
  constructor(
    readonly failure: SheetsFailure,
    message: string,
  ) {
    super(message);
    this.name = 'SheetsError';
  }
}

/** `'Tab name'!A1:F` — a tab name quoted for A1 notation (a quote inside is doubled). */
export const a1 = (tab: string, cells: string) => `'${tab.replaceAll("'", "''")}'!${cells}`;
