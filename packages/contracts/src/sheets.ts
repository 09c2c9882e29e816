import { z } from 'zod';

/** The most an uploaded .xlsx may unpack to (10,000 rows of dozens of columns need far less). */
export const MAX_XLSX_UNPACKED_MB = 64;

/** What the Google Sheets screen and its API say to the user. */
export const SheetsTexts = {
  sheetRequired: 'Paste the link or ID of your spreadsheet.',
  sheetInvalid: 'That is not a Google Sheets link or spreadsheet ID.',
  sheetTaken:
    'This spreadsheet is connected to a token of another account. Use a spreadsheet of your own, or ask its owner to disconnect it.',
  notConnected: 'Connect a spreadsheet to this token first.',
  tabRequired: 'Choose a tab of the spreadsheet.',
  tabMissing: 'The spreadsheet has no tab with that name.',
  columnMissing: 'Choose a column that the sheet has.',
  noDataRows: 'The sheet has no rows under its header row.',
  uploadMissing: 'The uploaded file is no longer available: upload it again.',
  runNotFound: 'Run not found',
  runNotReady: 'Only a run that has not started can be started.',
  runNotRunning: 'Only a running run can be paused.',
  runNotPaused: 'Only a paused run can be resumed.',
  runFinished: 'This run has already ended.',
  templateRequired: 'Write the message to send.',
  unknownPlaceholder: (name: string) =>
    `Unknown placeholder {{${name}}}: the sheet has no column with that header.`,
  rowPhoneInvalid: 'Not a phone number: digits only, with the country code (e.g. 919812345678).',
  rowMessageEmpty: 'The message is empty.',
  rowMessageTooLong: 'The message is longer than 4,096 characters.',
  rowMediaNotHttps: 'The media link must be an https:// address.',
  rowMediaTooLong: 'The media link is longer than 8,192 characters.',
  rowMediaPrivate: 'The media link points to a private, loopback or link-local address.',
  fileNotATable: 'Upload a .csv or .xlsx file.',
  fileTooManyRows: 'The file has more than 10,000 rows; split it into smaller files.',
  tabTooManyRows: 'The tab has more than 10,000 rows; split it into smaller tabs.',
  fileEmpty: 'The file is empty.',
  fileNotASpreadsheet: 'The file could not be read as a spreadsheet.',
  fileUnclosedQuote: 'A quoted value in the file never ends; check the quotes in the file.',
  fileUnpacksTooLarge: `The spreadsheet unpacks to more than ${MAX_XLSX_UNPACKED_MB} MB; split it into smaller files.`,
} as const;

export const MAX_SHEET_MESSAGE_LENGTH = 4096;
/** Run rows shown per page. */
export const SHEET_RUN_ROWS_PAGE = 50;
/** Header of the column a bulk send writes each row's status to, when the user adds one. */
export const SHEET_STATUS_HEADER = 'Chatgate status';
/** Header row of the message log sheet. */
export const SHEET_LOG_HEADERS = [
  'Time',
  'Direction',
  'Chat',
  'Type',
  'Text',
  'Media',
  'Status',
  'Message ID',
];

const SPREADSHEET_ID = /^[A-Za-z0-9_-]{20,100}$/;

/** The spreadsheet id in a Google Sheets link (…/spreadsheets/d/<id>/…) or a bare id; null for anything else. */
export function spreadsheetIdOf(input: string): string | null {
  const text = input.trim();
  if (SPREADSHEET_ID.test(text)) return text;
  const id = /^https:\/\/docs\.google\.com\/spreadsheets\/(?:u\/\d+\/)?d\/([^/?#]+)/.exec(text)?.[1];
  return id && SPREADSHEET_ID.test(id) ? id : null;
}

/** Column index (0-based) to its letters: 0 -> A, 26 -> AA. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    letters = String.fromCharCode(65 + rem) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** The {{placeholders}} of a template, as written (trimmed), in order of first use. */
export function templatePlaceholders(template: string): string[] {
  const names = [...template.matchAll(/\{\{\s*([^{}]+?)\s*\}\}/g)].map((m) => m[1] as string);
  return [...new Set(names)];
}

/** A column by its 0-based index (A is 0). */
const column = z.number().int().min(0).max(701);
const tabField = z
  .string()
  .trim()
  .min(1, SheetsTexts.tabRequired)
  .max(100)
  .meta({ examples: ['Customers'] });
const enabledField = z.boolean().meta({ examples: [true] });

export const SheetConnectSchema = z.object({
  sheet: z
    .string()
    .trim()
    .min(1, SheetsTexts.sheetRequired)
    .max(500)
    .refine((s) => spreadsheetIdOf(s) !== null, SheetsTexts.sheetInvalid)
    .meta({
      examples: ['https://docs.google.com/spreadsheets/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms/edit'],
    }),
});

export const SheetTabSchema = z.object({
  title: z.string(),
  rowCount: z.number().int(),
  columnCount: z.number().int(),
});

export const EventLogSettingsSchema = z.object({
  enabled: z.boolean(),
  tab: z.string().nullable(),
  /** Events written so far. */
  written: z.number().int(),
  lastError: z.string().nullable(),
  lastWrittenAt: z.string().nullable(),
});
export type EventLogSettings = z.infer<typeof EventLogSettingsSchema>;

export const SaveEventLogSchema = z.object({
  enabled: enabledField,
  tab: tabField.meta({ examples: ['Event log'] }),
});

export const NewRowSettingsSchema = z.object({
  enabled: z.boolean(),
  tab: z.string().nullable(),
  phoneColumn: column.nullable(),
  template: z.string(),
  /** Sheet rows up to this one (1-based) have been looked at; later rows are new. */
  lastRow: z.number().int(),
  sent: z.number().int(),
  lastError: z.string().nullable(),
  lastCheckedAt: z.string().nullable(),
});
export type NewRowSettings = z.infer<typeof NewRowSettingsSchema>;

export const SaveNewRowSchema = z.object({
  enabled: enabledField,
  tab: tabField,
  phoneColumn: column.meta({ examples: [1] }),
  template: z
    .string()
    .trim()
    .min(1, SheetsTexts.templateRequired)
    .max(MAX_SHEET_MESSAGE_LENGTH)
    .meta({ examples: ['Hello {{Name}}, your order {{Order}} has shipped.'] }),
});

/** The token's Google Sheets page: setup, the connected spreadsheet and the two watching automations. */
export const SheetsOverviewSchema = z.object({
  /** False when the server has no Google service account: only file uploads work. */
  configured: z.boolean(),
  /** The address to share the spreadsheet with (as Editor). */
  serviceAccountEmail: z.string().nullable(),
  gSheetID: z.string().nullable(),
  /** The connected spreadsheet as Google shows it now; null when none, or when it cannot be opened. */
  spreadsheet: z.object({ title: z.string(), tabs: z.array(SheetTabSchema) }).nullable(),
  /** Why the connected spreadsheet cannot be opened, in words the user can act on. */
  accessError: z.string().nullable(),
  eventLog: EventLogSettingsSchema,
  newRow: NewRowSettingsSchema,
});
export type SheetsOverview = z.infer<typeof SheetsOverviewSchema>;

/** The first rows of a tab or an uploaded file, to map its columns. */
export const SheetPreviewSchema = z.object({
  headers: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  /** Data rows (under the header row). */
  rowCount: z.number().int(),
});
export type SheetPreview = z.infer<typeof SheetPreviewSchema>;

export const SheetPreviewQuery = z.object({
  insid: z.string().max(64).optional(),
  tab: z.string().min(1, SheetsTexts.tabRequired).max(100),
});

export const SheetUploadSchema = SheetPreviewSchema.extend({ uploadId: z.uuid(), fileName: z.string() });
export type SheetUpload = z.infer<typeof SheetUploadSchema>;

export const ColumnMappingSchema = z.object({
  phone: column.meta({ examples: [1] }),
  message: column.meta({ examples: [2] }),
  media: column.nullable().default(null),
  /** Where each row's status is written back (sheet runs only); null: a new column after the last header. */
  status: column.nullable().default(null),
});
export type ColumnMapping = z.infer<typeof ColumnMappingSchema>;

export const CreateSheetRunSchema = z.object({
  source: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('sheet'), tab: tabField }),
    z.object({ kind: z.literal('file'), uploadId: z.uuid() }),
  ]),
  mapping: ColumnMappingSchema,
});
export type CreateSheetRun = z.infer<typeof CreateSheetRunSchema>;

export const SHEET_RUN_STATUSES = ['ready', 'running', 'paused', 'cancelled', 'completed'] as const;
export type SheetRunStatus = (typeof SHEET_RUN_STATUSES)[number];
export const SHEET_ROW_STATUSES = [
  'invalid',
  'pending',
  'queued',
  'sent',
  'delivered',
  'read',
  'failed',
  'cancelled',
] as const;
export type SheetRowStatus = (typeof SHEET_ROW_STATUSES)[number];

export const SheetRunSchema = z.object({
  id: z.uuid(),
  insid: z.string(),
  source: z.enum(['sheet', 'file']),
  /** The tab's or the file's name. */
  name: z.string(),
  status: z.enum(SHEET_RUN_STATUSES),
  /** The column statuses are written to (letters), for sheet runs. */
  statusColumn: z.string().nullable(),
  counts: z.object(
    Object.fromEntries(SHEET_ROW_STATUSES.map((s) => [s, z.number().int()])) as Record<
      SheetRowStatus,
      z.ZodNumber
    >,
  ),
  total: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type SheetRun = z.infer<typeof SheetRunSchema>;

export const SheetRunRowSchema = z.object({
  /** The row's number in the sheet or file (the header is row 1). */
  row: z.number().int(),
  phone: z.string(),
  message: z.string(),
  status: z.enum(SHEET_ROW_STATUSES),
  /** Why the row is invalid or failed. */
  reason: z.string().nullable(),
  messageId: z.string().nullable(),
});
export type SheetRunRow = z.infer<typeof SheetRunRowSchema>;

export const SheetRunListSchema = z.object({ runs: z.array(SheetRunSchema) });

export const SheetRunDetailQuery = z.object({
  /** problems: invalid and failed rows only. */
  filter: z.enum(['all', 'problems']).default('all'),
  page: z.coerce.number().int().min(1).default(1),
});

export const SheetRunDetailSchema = z.object({
  run: SheetRunSchema,
  rows: z.array(SheetRunRowSchema),
  page: z.number().int(),
  pages: z.number().int(),
});
export type SheetRunDetail = z.infer<typeof SheetRunDetailSchema>;

export const SheetRunActionSchema = z
  .enum(['start', 'pause', 'resume', 'cancel'])
  .meta({ examples: ['start'] });
export type SheetRunAction = z.infer<typeof SheetRunActionSchema>;
