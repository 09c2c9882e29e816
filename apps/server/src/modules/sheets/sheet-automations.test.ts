import { SHEET_LOG_HEADERS, SheetsTexts } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeEventLog } from './event-log';
import { type SheetsTestBed, sheetsTestBed, sheetsUser } from './sheets-test-setup';

let bed: SheetsTestBed;
beforeAll(async () => {
  bed = await sheetsTestBed();
});
afterAll(() => bed.close());

describe('connecting a spreadsheet', () => {
  it('asks for the sheet to be shared, then shows its tabs; a bad link is refused in words', async () => {
    const { ctx, google, serviceAccount } = bed;
    const user = await sheetsUser(ctx, 1, '919800088001');
    const setup = (await user.sheets('GET', '/')).json();
    expect(setup).toMatchObject({
      configured: true,
      serviceAccountEmail: serviceAccount.email,
      gSheetID: null,
    });

    const bad = await user.sheets('PUT', '/connect', { sheet: 'https://example.com/spreadsheets/d/x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(SheetsTexts.sheetInvalid);

    const id = google.createSpreadsheet({ title: 'Private', tabs: { Sheet1: [['a']] }, sharedWith: [] });
    const unshared = await user.sheets('PUT', '/connect', { sheet: id });
    expect(unshared.statusCode).toBe(403);
    expect(unshared.json().message).toContain(serviceAccount.email);

    const shared = google.createSpreadsheet({
      title: 'Leads',
      tabs: { Sheet1: [['Name']], Log: [] },
      sharedWith: [serviceAccount.email],
    });
    const ok = (await user.sheets('PUT', '/connect', { sheet: shared })).json();
    expect(ok).toMatchObject({ gSheetID: shared, spreadsheet: { title: 'Leads' }, accessError: null });
    expect(ok.spreadsheet.tabs.map((t: { title: string }) => t.title)).toEqual(['Sheet1', 'Log']);
  });

  it("refuses a spreadsheet another account's token has connected: its link alone gives no access", async () => {
    const { ctx, google, serviceAccount } = bed;
    const owner = await sheetsUser(ctx, 13, '919800088013');
    const stranger = await sheetsUser(ctx, 14, '919800088014');
    const id = google.createSpreadsheet({
      title: 'Customers',
      tabs: { Sheet1: [['Phone'], ['919811112222']] },
      sharedWith: [serviceAccount.email],
    });
    expect((await owner.sheets('PUT', '/connect', { sheet: id })).statusCode).toBe(200);

    const taken = await stranger.sheets('PUT', '/connect', {
      sheet: `https://docs.google.com/spreadsheets/d/${id}/edit`,
    });
    expect([taken.statusCode, taken.json().message]).toEqual([409, SheetsTexts.sheetTaken]);
    expect((await stranger.sheets('GET', '/')).json().gSheetID).toBeNull();
    expect((await stranger.sheets('GET', '/preview?tab=Sheet1')).json().message).toBe(
      SheetsTexts.notConnected,
    );

    // Once its owner lets it go, it is free to connect.
    await owner.sheets('DELETE', '/connect');
    expect((await stranger.sheets('PUT', '/connect', { sheet: id })).statusCode).toBe(200);
  });

  it('lets only one of two accounts connecting the same spreadsheet at once have it', async () => {
    const { ctx, google, serviceAccount } = bed;
    const first = await sheetsUser(ctx, 15, '919800088015');
    const second = await sheetsUser(ctx, 16, '919800088016');
    const id = google.createSpreadsheet({
      title: 'Contested',
      tabs: { Sheet1: [['Phone']] },
      sharedWith: [serviceAccount.email],
    });
    // Google is slow for both, so each is past the first look before either connects.
    google.failNext(2, 429, 1);
    const answers = await Promise.all([first, second].map((u) => u.sheets('PUT', '/connect', { sheet: id })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const holders = await Promise.all(
      [first, second].map(async (u) => (await u.sheets('GET', '/')).json().gSheetID),
    );
    expect(holders.filter((held) => held === id)).toHaveLength(1);
  });

  it('retries Google answering 429 and succeeds', async () => {
    const { ctx, google, serviceAccount } = bed;
    const user = await sheetsUser(ctx, 2, '919800088002');
    const id = google.createSpreadsheet({
      title: 'Busy',
      tabs: { Sheet1: [['h']] },
      sharedWith: [serviceAccount.email],
    });
    const before = google.requests.length;
    google.failNext(2, 429);
    const answer = await user.sheets('PUT', '/connect', { sheet: id });
    expect(answer.statusCode).toBe(200);
    const apiCalls = google.requests.slice(before).filter((r) => r.path !== '/token');
    expect(apiCalls.length).toBeGreaterThanOrEqual(3);
  });
});

describe('message log sheet', () => {
  it('logs every message and status in order, once, across a restart and a repeated step', async () => {
    const { ctx, google, serviceAccount } = bed;
    const user = await sheetsUser(ctx, 3, '919800088003');
    const id = google.createSpreadsheet({
      title: 'Log',
      tabs: { Messages: [] },
      sharedWith: [serviceAccount.email],
    });
    await user.sheets('PUT', '/connect', { sheet: id });
    expect((await user.sheets('PUT', '/event-log', { enabled: true, tab: 'Messages' })).statusCode).toBe(200);

    const send = (i: number) => user.call('POST', '/send/text', { to: '919876533001', body: `note ${i}` });
    for (let i = 0; i < 5; i++) expect((await send(i)).statusCode).toBe(202);
    const worker = bed.startWorker();
    // Each send is logged as queued, sent, delivered and read.
    await expect.poll(() => google.rows(id, 'Messages').length, { timeout: 20_000 }).toBe(1 + 5 * 4);
    await worker.stop();

    for (let i = 5; i < 10; i++) expect((await send(i)).statusCode).toBe(202);
    bed.startWorker();
    await expect.poll(() => google.rows(id, 'Messages').length, { timeout: 20_000 }).toBe(1 + 10 * 4);

    // A step repeated after a crash (written to the sheet, not yet recorded) writes the same rows again.
    await ctx.db.execute(sql`
      update sheet_automations set cursor = cursor - 8, done = done - 8
      where instance_id = ${user.insid} and kind = 'event_log'`);
    await writeEventLog(ctx.db, ctx.runtime.sheets, user.insid);
    const rows = google.rows(id, 'Messages');
    expect(rows).toHaveLength(1 + 10 * 4);
    expect(rows[0]).toEqual(SHEET_LOG_HEADERS);
    const seen = rows.slice(1).map((r) => `${r[7]} ${r[6]}`);
    expect(new Set(seen).size).toBe(40);
    const notes = rows
      .slice(1)
      .filter((r) => r[6] === 'queued')
      .map((r) => r[4]);
    expect(notes).toEqual(Array.from({ length: 10 }, (_, i) => `note ${i}`));
    expect(rows[1]?.slice(1, 5)).toEqual(['Sent', '919876533001', 'text', 'note 0']);
  });
});

describe('send on new row', () => {
  it('sends each row added after it was switched on, once, built from the template', async () => {
    const { ctx, google, serviceAccount } = bed;
    const user = await sheetsUser(ctx, 4, '919800088004');
    const id = google.createSpreadsheet({
      title: 'Form answers',
      tabs: {
        Responses: [
          ['Name', 'Mobile'],
          ['Old', '919876544000'],
        ],
      },
      sharedWith: [serviceAccount.email],
    });
    await user.sheets('PUT', '/connect', { sheet: id });
    const unknown = await user.sheets('PUT', '/new-row', {
      enabled: true,
      tab: 'Responses',
      phoneColumn: 1,
      template: 'Hi {{Nmae}}',
    });
    expect(unknown.json().message).toBe(SheetsTexts.unknownPlaceholder('Nmae'));
    const saved = await user.sheets('PUT', '/new-row', {
      enabled: true,
      tab: 'Responses',
      phoneColumn: 1,
      template: 'Hi {{name}}, thanks for signing up!',
    });
    expect(saved.json().newRow).toMatchObject({ enabled: true, lastRow: 2, sent: 0 });
    bed.startWorker(50);

    google.appendRow(id, 'Responses', ['Asha', '919876544001']);
    google.appendRow(id, 'Responses', ['Ravi', 'no phone']);
    const bodies = async () =>
      (
        await ctx.db.execute<{ body: string; remote: string }>(
          sql`select body, remote from messages where instance_id = ${user.insid} order by queue_seq`,
        )
      ).rows;
    await expect
      .poll(bodies, { timeout: 10_000 })
      .toEqual([{ body: 'Hi Asha, thanks for signing up!', remote: '919876544001' }]);
    await expect
      .poll(async () => (await user.sheets('GET', '/')).json().newRow.lastError, { timeout: 5_000 })
      .toBe(`Row 4 was not sent: ${SheetsTexts.rowPhoneInvalid}`);

    google.appendRow(id, 'Responses', ['Meera', '919876544002']);
    await expect.poll(async () => (await bodies()).length, { timeout: 10_000 }).toBe(2);
    // Several more looks at the sheet send nothing again.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await bodies()).toHaveLength(2);
    expect((await user.sheets('GET', '/')).json().newRow).toMatchObject({ sent: 2, lastRow: 5 });
  });
});
