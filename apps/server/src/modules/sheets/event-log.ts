import { columnLetter, type MessageView, SHEET_LOG_HEADERS } from '@chatgate/contracts';
import type { Db } from '../../db/client';
import { eventsAfter } from '../events/events.service';
import { lockEnabled, recordStep } from './automations.queries';
import { a1, SheetsError, type SheetsGateway } from './sheets-gateway';

/** Events looked at per step. */
const STEP = 200;
const LOGGED = new Set(['message.received', 'message.status']);
const LAST_COLUMN = columnLetter(SHEET_LOG_HEADERS.length - 1);

interface LoggedEvent {
  type: string;
  timestamp: string;
  data: unknown;
}

/** An event as its log row: time, direction, chat, type, text, media link, status, message id. */
export function logRow(event: LoggedEvent): string[] {
  const m = event.data as MessageView;
  const status = m.status === 'failed' && m.error ? `failed: ${m.error}` : m.status;
  return [
    event.timestamp,
    m.direction === 'in' ? 'Received' : 'Sent',
    m.author ? `${m.chatId} (${m.author})` : m.chatId,
    m.type,
    m.body,
    m.media?.url ?? '',
    status,
    m.id,
  ];
}

/**
 * One step of a token's message log: the next message events after the cursor, written to the
 * rows after those already written. Rows are placed by position, not appended, so a step that
 * is repeated after a crash (written to the sheet, not yet recorded here) writes the same cells
 * again: no duplicates, no gaps, in event order. The automation stays locked for the step, so one
 * process writes a token's log at a time. Answers the rows written.
 */
export async function writeEventLog(db: Db, sheets: SheetsGateway, insid: string): Promise<number> {
  return db.transaction(async (tx) => {
    const log = await lockEnabled(tx, insid, 'event_log');
    if (!log) return 0;
    const { result, next } = await eventsAfter(tx, insid, log.cursor, STEP);
    if (result.length === 0) return 0;
    const rows = result.filter((e) => LOGGED.has(e.type)).map(logRow);
    if (rows.length > 0) {
      const first = log.done + 2;
      try {
        await sheets.write(log.spreadsheetId, [
          { range: a1(log.tab, `A1:${LAST_COLUMN}1`), values: [SHEET_LOG_HEADERS] },
          { range: a1(log.tab, `A${first}:${LAST_COLUMN}${first + rows.length - 1}`), values: rows },
        ]);
      } catch (error) {
        if (!(error instanceof SheetsError)) throw error;
        await recordStep(tx, insid, 'event_log', { cursor: log.cursor, added: 0, error: error.message });
        return 0;
      }
    }
    await recordStep(tx, insid, 'event_log', { cursor: next, added: rows.length, error: null });
    return rows.length;
  });
}
