import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendNewRows } from './new-rows';
import { NEW_ROWS_PAGE, TAB_END_PAGE } from './new-rows-page';
import type { SheetsGateway } from './sheets-gateway';
import { connectNewSheet, type SheetsTestBed, sheetsTestBed, sheetsUser } from './sheets-test-setup';

// No worker runs here: each look at the tab is taken by the test, so the ranges read are its own.
let bed: SheetsTestBed;
beforeAll(async () => {
  bed = await sheetsTestBed();
});
afterAll(() => bed.close());

const row = (n: number) => [`P${n}`, `9198766${String(n).padStart(5, '0')}`];

/** A token watching tab `Form` of a new spreadsheet holding `rows` data rows (its grid exactly as tall). */
async function watching(n: number, rows: number) {
  const { ctx } = bed;
  const user = await sheetsUser(ctx, n, `91980006600${n}`);
  const id = await connectNewSheet(bed, user, {
    title: 'Form answers',
    tabs: { Form: [['Name', 'Mobile'], ...Array.from({ length: rows }, (_, i) => row(i))] },
  });
  const saved = await user.sheets('PUT', '/new-row', {
    enabled: true,
    tab: 'Form',
    phoneColumn: 1,
    template: 'Hi {{Name}}',
  });
  expect(saved.json().newRow).toMatchObject({ enabled: true, lastRow: rows + 1 });
  const bodies = async () =>
    (
      await ctx.db.execute<{ body: string }>(
        sql`select body from messages where instance_id = ${user.insid} order by queue_seq`,
      )
    ).rows.map((r) => r.body);
  return { user, id, bodies };
}

/** One look at the tab through `sheets`, and the ranges it asked Google for. */
async function look(insid: string, sheets: SheetsGateway = bed.ctx.runtime.sheets) {
  const before = bed.google.requests.length;
  const sent = await sendNewRows({ ...bed.ctx.runtime, sheets }, insid, () => null);
  const ranges = bed.google.requests
    .slice(before)
    .filter((r) => r.path.includes('/values/'))
    .map((r) => r.path.split('/values/')[1]);
  return { sent, ranges };
}

describe('send on new row, on a large tab', () => {
  it('reads only a bounded page after the last row seen, and sends every new row once', async () => {
    const { google } = bed;
    // 1,000 rows fill the grid: the last row seen is the grid's last row.
    const { user, id, bodies } = await watching(1, 1000);
    expect(await look(user.insid)).toEqual({ sent: 0, ranges: ["'Form'!A1001:ZZ1501"] });

    for (let i = 1000; i < 1000 + NEW_ROWS_PAGE + 2; i++) google.appendRow(id, 'Form', row(i));
    // A backlog longer than a page is sent a page per look; the header is read to fill the template.
    expect(await look(user.insid)).toEqual({
      sent: NEW_ROWS_PAGE,
      ranges: ["'Form'!A1001:ZZ1501", "'Form'!A1:ZZ1"],
    });
    expect(await look(user.insid)).toEqual({ sent: 2, ranges: ["'Form'!A1501:ZZ2001", "'Form'!A1:ZZ1"] });
    expect(await look(user.insid)).toEqual({ sent: 0, ranges: ["'Form'!A1503:ZZ2003"] });

    const sent = await bodies();
    expect(sent).toEqual(Array.from({ length: NEW_ROWS_PAGE + 2 }, (_, i) => `Hi P${1000 + i}`));
    expect((await user.sheets('GET', '/')).json().newRow).toMatchObject({
      lastRow: 1503,
      sent: NEW_ROWS_PAGE + 2,
      lastError: null,
    });
  });

  it('sends a row added while a page is being handled on the next look, once', async () => {
    const { ctx, google } = bed;
    const { user, id, bodies } = await watching(2, 3);
    google.appendRow(id, 'Form', ['Asha', '919876544001']);
    const real = ctx.runtime.sheets;
    let arrivals = 0;
    const meanwhile: SheetsGateway = {
      ...real,
      async read(spreadsheetId, range) {
        const rows = await real.read(spreadsheetId, range);
        if (arrivals++ === 0) google.appendRow(id, 'Form', ['Ravi', '919876544002']);
        return rows;
      },
    };

    expect((await look(user.insid, meanwhile)).sent).toBe(1);
    expect(await bodies()).toEqual(['Hi Asha']);
    expect(await look(user.insid)).toEqual({ sent: 1, ranges: ["'Form'!A5:ZZ505", "'Form'!A1:ZZ1"] });
    expect((await look(user.insid)).sent).toBe(0);
    expect(await bodies()).toEqual(['Hi Asha', 'Hi Ravi']);
  });

  it('switches on over a tab longer than a file may be, finding its end a page at a time', async () => {
    const { google } = bed;
    const before = google.requests.length;
    const rows = TAB_END_PAGE + 500;
    const { user, id, bodies } = await watching(3, rows);
    const ranges = google.requests
      .slice(before)
      .filter((r) => r.path.includes('/values/'))
      .map((r) => decodeURIComponent(r.path.split('/values/')[1] ?? ''));
    expect(ranges).toEqual(["'Form'!A1:ZZ1", "'Form'!A1:ZZ10001", "'Form'!A10001:ZZ20001"]);

    google.appendRow(id, 'Form', row(rows));
    expect((await look(user.insid)).sent).toBe(1);
    expect(await bodies()).toEqual([`Hi P${rows}`]);
  });

  it('picks up again under the new end when rows at the end are deleted, the grid shrinking past the last row seen', async () => {
    const { google } = bed;
    // 1,000 data rows under the header fill the grid exactly.
    const { user, id, bodies } = await watching(4, 1000);
    google.deleteRows(id, 'Form', 901, 101);
    expect(await look(user.insid)).toEqual({
      sent: 0,
      ranges: ["'Form'!A1001:ZZ1501", "'Form'!A1:ZZ10001"],
    });
    expect((await user.sheets('GET', '/')).json().newRow).toMatchObject({ lastRow: 900, lastError: null });

    google.appendRow(id, 'Form', ['Asha', '919876544011']);
    expect((await look(user.insid)).sent).toBe(1);
    expect(await bodies()).toEqual(['Hi Asha']);
  });

  it('picks up again under the new end when rows above the last one seen are deleted', async () => {
    const { google } = bed;
    const { user, id, bodies } = await watching(5, 10);
    google.deleteRows(id, 'Form', 3, 4);
    expect((await look(user.insid)).sent).toBe(0);
    expect((await user.sheets('GET', '/')).json().newRow).toMatchObject({ lastRow: 7, lastError: null });
    // A quiet tab costs one read a look again.
    expect(await look(user.insid)).toEqual({ sent: 0, ranges: ["'Form'!A7:ZZ507"] });

    google.appendRow(id, 'Form', ['Ravi', '919876544012']);
    expect((await look(user.insid)).sent).toBe(1);
    expect(await bodies()).toEqual(['Hi Ravi']);
  });
});
