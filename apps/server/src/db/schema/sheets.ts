/** The Google Sheets integration: bulk sends from sheets or files, and automations. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { instances } from './instances';

/** A CSV or XLSX file uploaded for a bulk send, parsed, until a run is made of it (or a day passes). */
export const sheetUploads = pgTable('sheet_uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  instanceId: text('instance_id')
    .notNull()
    .references(() => instances.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  /** Every row of the file's first sheet, the header row first. */
  rows: jsonb('rows').$type<string[][]>().notNull(),
  createdAt: createdAt(),
});

/** A bulk send: the rows of a sheet tab or an uploaded file, queued a few at a time through the token's sending. */
export const sheetRuns = pgTable(
  'sheet_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instanceId: text('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['sheet', 'file'] }).notNull(),
    spreadsheetId: text('spreadsheet_id'),
    /** The tab's or the file's name. */
    name: text('name').notNull(),
    status: text('status', { enum: ['ready', 'running', 'paused', 'cancelled', 'completed'] })
      .notNull()
      .default('ready'),
    /** The column (0-based) each row's status is written to in the sheet; null for files. */
    statusColumn: integer('status_column'),
    total: integer('total').notNull(),
    /** Why the last write-back to the sheet failed; cleared by the next that works. */
    lastError: text('last_error'),
    /** When its rows' statuses were last compared with what the sheet shows. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('sheet_runs_instance_idx').on(t.instanceId, t.createdAt)],
);

/**
 * One row of a run. Its own status says whether it was invalid, is waiting, or was cancelled;
 * once queued, the message it became (message_id) tells how far it got.
 */
export const sheetRunRows = pgTable(
  'sheet_run_rows',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => sheetRuns.id, { onDelete: 'cascade' }),
    /** Its row number in the sheet or file (the header is row 1). */
    rowNumber: integer('row_number').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    mediaUrl: text('media_url'),
    /** `failed`: refused when it was to be queued (a blocked person), `reason` saying why. */
    status: text('status', { enum: ['invalid', 'pending', 'queued', 'failed', 'cancelled'] }).notNull(),
    reason: text('reason'),
    messageId: uuid('message_id'),
    /** What was last written to the sheet's status cell. */
    writtenStatus: text('written_status'),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.rowNumber] }),
    index('sheet_run_rows_pending_idx').on(t.runId, t.rowNumber).where(sql`${t.status} = 'pending'`),
  ],
);

/** A token's watching automations: the message log sheet, and sending on each new row. */
export const sheetAutomations = pgTable(
  'sheet_automations',
  {
    instanceId: text('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['event_log', 'new_row'] }).notNull(),
    spreadsheetId: text('spreadsheet_id').notNull(),
    tab: text('tab').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    /** new_row: the column holding the phone number (0-based). */
    phoneColumn: integer('phone_column'),
    template: text('template').notNull().default(''),
    /** event_log: the last event (seq) looked at; new_row: the last sheet row looked at. */
    cursor: bigint('cursor', { mode: 'number' }).notNull().default(0),
    /** event_log: rows written; new_row: messages queued. */
    done: integer('done').notNull().default(0),
    lastError: text('last_error'),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.kind] })],
);
