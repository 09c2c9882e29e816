import { MAX_SHEET_MESSAGE_LENGTH, SheetsTexts } from '@chatgate/contracts';
import type { Db } from '../../db/client';
import type { WakeUps } from '../events/wake-ups';
import type { InstanceDbRow } from '../instances/instance-row';
import { findToken } from '../instances/instances.service';
import { sendMessagesIn } from '../messages/send-message.service';
import { type AutomationRow, lockEnabled, recordStep } from './automations.queries';
import { type NewRowsPage, readNewRows } from './new-rows-page';
import { phoneDigits } from './run-rows';
import { SheetsError, type SheetsGateway } from './sheets-gateway';

const SKIPPED_ROW = 'Row';
const header = (name: string) => name.trim().toLowerCase();

/** The template with each {{Header}} replaced by that column's cell in `cells` (headers matched ignoring case). */
export function renderTemplate(template: string, headers: string[], cells: string[]): string {
  const columns = new Map(headers.map((h, i) => [header(h), i]));
  return template.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (whole, name: string) => {
    const column = columns.get(header(name));
    return column === undefined ? whole : (cells[column] ?? '').trim();
  });
}

interface NewRowMessage {
  rowNumber: number;
  phone: string | null;
  text: string;
}

/** The new rows of a page as messages built from the template. */
export function newRowMessages(page: NewRowsPage, watch: Pick<AutomationRow, 'phoneColumn' | 'template'>) {
  return page.rows.map(
    ({ rowNumber, cells }): NewRowMessage => ({
      rowNumber,
      phone: phoneDigits(cells[watch.phoneColumn ?? 0] ?? ''),
      text: renderTemplate(watch.template, page.headers, cells),
    }),
  );
}

/**
 * One look at a watched tab: every row added since the last look is sent once, built from the
 * template. A look reads one bounded page after the last row seen (a longer backlog is left to
 * the next looks). The messages are queued in the transaction that moves the cursor past their
 * rows, so a row is never sent twice, and the automation stays locked meanwhile (one process
 * watches a tab at a time). A row without a usable number is skipped and named in the last error.
 */
export async function sendNewRows(
  { db, sheets, wakeUps }: { db: Db; sheets: SheetsGateway; wakeUps: WakeUps },
  insid: string,
  validityOf: (token: InstanceDbRow) => number | null,
): Promise<number> {
  const done = await db.transaction(async (tx) => {
    const watch = await lockEnabled(tx, insid, 'new_row');
    if (!watch) return null;
    let page: NewRowsPage;
    try {
      page = await readNewRows(sheets, watch.spreadsheetId, watch.tab, watch.cursor);
    } catch (error) {
      if (!(error instanceof SheetsError)) throw error;
      await recordStep(tx, insid, 'new_row', { cursor: watch.cursor, added: 0, error: error.message });
      return null;
    }
    const token = await findToken(tx, insid);
    if (!token) return null;
    const validitySeconds = validityOf(token);
    const found = newRowMessages(page, watch);
    const sendable = found.filter((m) => m.phone && m.text && m.text.length <= MAX_SHEET_MESSAGE_LENGTH);
    const { refused, committed } = await sendMessagesIn(
      { wakeUps },
      tx,
      token,
      sendable.map((m) => ({ kind: 'text' as const, to: m.phone as string, body: m.text })),
      validitySeconds,
    );
    const skipped = found.find((m) => !sendable.includes(m));
    const refusedAt = refused.findIndex((reason) => reason !== null);
    // A skipped or refused row stays reported until new rows come; a failed read, until a read works.
    const error = skipped
      ? `${SKIPPED_ROW} ${skipped.rowNumber} was not sent: ${skipped.phone ? SheetsTexts.rowMessageEmpty : SheetsTexts.rowPhoneInvalid}`
      : refusedAt >= 0
        ? `${SKIPPED_ROW} ${sendable[refusedAt]?.rowNumber} was not sent: ${refused[refusedAt]}`
        : found.length === 0 && watch.lastError?.startsWith(SKIPPED_ROW)
          ? watch.lastError
          : null;
    await recordStep(tx, insid, 'new_row', { cursor: page.lastRow, added: sendable.length, error });
    return { queued: sendable.length, committed };
  });
  if (!done || done.queued === 0) return 0;
  done.committed();
  return done.queued;
}
