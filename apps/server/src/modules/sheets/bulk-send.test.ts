import { ContactsApiMessages, SHEET_STATUS_HEADER, type SheetRun, SheetsTexts } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCELLED_REASON } from './sheet-runs.service';
import { type SheetsTestBed, type SheetsUser, sheetsTestBed, sheetsUser } from './sheets-test-setup';
import { MAX_TABLE_ROWS } from './table-file';

let bed: SheetsTestBed;
beforeAll(async () => {
  bed = await sheetsTestBed();
  bed.startWorker();
});
afterAll(() => bed.close());

const HEADERS = ['Name', 'Phone', 'Message'];
/** 500 rows: 490 registered sandbox numbers and 10 that are not numbers at all. */
function contactRows(): string[][] {
  return Array.from({ length: 500 }, (_, i) => {
    const bad = i % 50 === 7;
    const phone = bad ? `call me ${i}` : `+91 98765 ${String(11001 + i)}`;
    return [`Person ${i}`, phone, `Hello Person ${i}`];
  });
}

const finished = (run: SheetRun) =>
  run.counts.read + run.counts.delivered + run.counts.sent + run.counts.failed + run.counts.invalid;

describe('bulk send from a sheet', () => {
  it('sends 490 rows once each, marks the 10 bad ones, and pauses and resumes without doubles', async () => {
    const { ctx, google, serviceAccount } = bed;
    const user = await sheetsUser(ctx, 1, '919800077001');
    const sheetId = google.createSpreadsheet({
      title: 'Customers',
      tabs: { Contacts: [HEADERS, ...contactRows()] },
      sharedWith: [serviceAccount.email],
    });
    const connected = await user.sheets('PUT', '/connect', {
      sheet: `https://docs.google.com/spreadsheets/d/${sheetId}/edit#gid=0`,
    });
    expect(connected.statusCode).toBe(200);
    expect(connected.json().spreadsheet.tabs[0].title).toBe('Contacts');

    const preview = (await user.sheets('GET', '/preview?tab=Contacts')).json();
    expect(preview).toMatchObject({ headers: HEADERS, rowCount: 500 });

    const created = await user.sheets('POST', '/runs', {
      source: { kind: 'sheet', tab: 'Contacts' },
      mapping: { phone: 1, message: 2, media: null, status: null },
    });
    expect(created.statusCode).toBe(201);
    const { run, rows: problems } = created.json();
    expect(run).toMatchObject({ status: 'ready', total: 500, statusColumn: 'D' });
    expect(run.counts).toMatchObject({ pending: 490, invalid: 10 });
    expect(problems).toHaveLength(10);
    expect(problems[0]).toMatchObject({ row: 9, status: 'invalid', reason: SheetsTexts.rowPhoneInvalid });
    // The dry run already headed the status column, proving Chatgate may write to the sheet.
    expect(google.rows(sheetId, 'Contacts')[0]).toEqual([...HEADERS, SHEET_STATUS_HEADER]);

    const detail = async (): Promise<SheetRun> => (await user.sheets('GET', `/runs/${run.id}`)).json().run;
    expect((await user.sheets('POST', `/runs/${run.id}/start`)).statusCode).toBe(200);
    await expect.poll(async () => finished(await detail()), { timeout: 30_000 }).toBeGreaterThanOrEqual(100);

    const paused = await user.sheets('POST', `/runs/${run.id}/pause`);
    expect(paused.json().status).toBe('paused');
    const queuedRows = async () =>
      Number(
        (
          await ctx.db.execute<{ n: string }>(
            sql`select count(*) as n from sheet_run_rows where run_id = ${run.id} and message_id is not null`,
          )
        ).rows[0]?.n,
      );
    const atPause = await queuedRows();
    expect(atPause).toBeLessThan(490);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await queuedRows()).toBe(atPause);
    expect((await user.sheets('POST', `/runs/${run.id}/start`)).statusCode).toBe(409);

    expect((await user.sheets('POST', `/runs/${run.id}/resume`)).json().status).toBe('running');
    await expect.poll(async () => (await detail()).status, { timeout: 60_000 }).toBe('completed');
    await expect.poll(async () => (await detail()).counts.read, { timeout: 30_000 }).toBe(490);

    // Each valid row became exactly one message, and each was delivered once.
    const sent = await ctx.db.execute<{ messages: string; rows: string; delivered: string }>(sql`
      select (select count(*) from messages where instance_id = ${user.insid} and direction = 'out') as messages,
             (select count(distinct message_id) from sheet_run_rows where run_id = ${run.id}) as rows,
             (select count(*) from sim_messages s join sheet_run_rows r on r.message_id = s.id
              where r.run_id = ${run.id}) as delivered`);
    expect(sent.rows[0]).toEqual({ messages: '490', rows: '490', delivered: '490' });
    const message = await ctx.db.execute<{ remote: string; body: string }>(sql`
      select m.remote, m.body from sheet_run_rows r join messages m on m.id = r.message_id
      where r.run_id = ${run.id} and r.row_number = 2`);
    expect(message.rows[0]).toEqual({ remote: '919876511001', body: 'Hello Person 0' });

    // The sheet shows every row's outcome in its status column.
    await expect
      .poll(() => google.rows(sheetId, 'Contacts').filter((r) => r[3] === 'read').length, { timeout: 30_000 })
      .toBe(490);
    const sheet = google.rows(sheetId, 'Contacts');
    expect(sheet[8]?.[3]).toBe(`invalid: ${SheetsTexts.rowPhoneInvalid}`);
    expect(sheet.filter((r) => r[3]?.startsWith('invalid: '))).toHaveLength(10);
  });

  it('fails a row to a blocked contact with the reason POST /send/text gives, in the status column too', async () => {
    const { ctx, google, serviceAccount } = bed;
    const user = await sheetsUser(ctx, 8, '919800077008');
    const blockedNumber = '919876533002';
    expect((await user.call('POST', `/contacts/${blockedNumber}/block`)).statusCode).toBe(200);
    const direct = await user.call('POST', '/send/text', { to: blockedNumber, body: 'Hi' });
    expect([direct.statusCode, direct.json().message]).toEqual([409, ContactsApiMessages.blocked]);
    const sheetId = google.createSpreadsheet({
      title: 'Mixed',
      tabs: {
        List: [
          ['phone', 'text'],
          ['919876533001', 'One'],
          [blockedNumber, 'Two'],
          ['919876533003', 'Three'],
        ],
      },
      sharedWith: [serviceAccount.email],
    });
    await user.sheets('PUT', '/connect', { sheet: sheetId });
    const { run } = (
      await user.sheets('POST', '/runs', {
        source: { kind: 'sheet', tab: 'List' },
        mapping: { phone: 0, message: 1, media: null, status: null },
      })
    ).json();
    await user.sheets('POST', `/runs/${run.id}/start`);
    const detail = async () => (await user.sheets('GET', `/runs/${run.id}`)).json().run as SheetRun;
    await expect.poll(async () => (await detail()).status, { timeout: 20_000 }).toBe('completed');
    await expect
      .poll(async () => (await detail()).counts, { timeout: 20_000 })
      .toMatchObject({ read: 2, failed: 1 });
    const problems = (await user.sheets('GET', `/runs/${run.id}?filter=problems`)).json().rows;
    expect(problems).toEqual([
      expect.objectContaining({ row: 3, status: 'failed', reason: ContactsApiMessages.blocked }),
    ]);
    await expect
      .poll(() => google.rows(sheetId, 'List').map((r) => r[2]), { timeout: 10_000 })
      .toEqual([SHEET_STATUS_HEADER, 'read', `failed: ${ContactsApiMessages.blocked}`, 'read']);
    const stored = await ctx.db.execute(
      sql`select 1 from messages where instance_id = ${user.insid} and remote = ${blockedNumber}`,
    );
    expect(stored.rows).toHaveLength(0);
  });

  it('keeps an uploaded file under its name without folders or control characters', async () => {
    const user = await sheetsUser(bed.ctx, 7, '919800077007');
    const upload = await uploadCsv(user, 'C:\\lists\\mar\u0000ch.csv', 'phone\n919876522003\n');
    expect([upload.statusCode, upload.json().fileName]).toEqual([201, 'march.csv']);
  });

  it('sends an uploaded CSV file the same way; a finished run cannot be cancelled', async () => {
    const { ctx } = bed;
    const user = await sheetsUser(ctx, 2, '919800077002');
    const csv = 'phone;text\n919876522001;First\n919876522002;Second\nnot-a-number;Third\n';
    const upload = await uploadCsv(user, 'list.csv', csv);
    expect(upload.statusCode).toBe(201);
    expect(upload.json()).toMatchObject({ fileName: 'list.csv', headers: ['phone', 'text'], rowCount: 3 });

    const created = await user.sheets('POST', '/runs', {
      source: { kind: 'file', uploadId: upload.json().uploadId },
      mapping: { phone: 0, message: 1, media: null, status: null },
    });
    const { run } = created.json();
    expect(run).toMatchObject({ source: 'file', name: 'list.csv', statusColumn: null });
    expect(run.counts).toMatchObject({ pending: 2, invalid: 1 });
    // The upload is used up by its run.
    const again = await user.sheets('POST', '/runs', {
      source: { kind: 'file', uploadId: upload.json().uploadId },
      mapping: { phone: 0, message: 1, media: null, status: null },
    });
    expect(again.json().message).toBe(SheetsTexts.uploadMissing);

    await user.sheets('POST', `/runs/${run.id}/start`);
    await expect
      .poll(async () => (await user.sheets('GET', `/runs/${run.id}`)).json().run.status, { timeout: 20_000 })
      .toBe('completed');
    const cancelled = await user.sheets('POST', `/runs/${run.id}/cancel`);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(SheetsTexts.runFinished);
  });

  it('cancels a paced run: waiting rows are not sent, its queued message fails as cancelled', async () => {
    const { ctx, google, serviceAccount } = bed;
    const user = await sheetsUser(ctx, 5, '919800077005');
    // One message a minute: the run keeps two rows waiting in the queue behind the one sent.
    const paced = await user.call('PUT', '/instance/settings', {
      sendDelayMinMs: 60_000,
      sendDelayMaxMs: 60_000,
    });
    expect(paced.statusCode).toBe(200);
    const rows = Array.from({ length: 6 }, (_, i) => [`9198765550${10 + i}`, `Reminder ${i}`]);
    const sheetId = google.createSpreadsheet({
      title: 'Reminders',
      tabs: { Due: [['phone', 'text'], ...rows] },
      sharedWith: [serviceAccount.email],
    });
    await user.sheets('PUT', '/connect', { sheet: sheetId });
    const { run } = (
      await user.sheets('POST', '/runs', {
        source: { kind: 'sheet', tab: 'Due' },
        mapping: { phone: 0, message: 1, media: null, status: null },
      })
    ).json();
    await user.sheets('POST', `/runs/${run.id}/start`);
    const counts = async () => (await user.sheets('GET', `/runs/${run.id}`)).json().run.counts;
    await expect.poll(async () => (await counts()).read, { timeout: 10_000 }).toBe(1);
    await expect.poll(async () => (await counts()).queued, { timeout: 10_000 }).toBe(2);

    const cancelled = await user.sheets('POST', `/runs/${run.id}/cancel`);
    expect(cancelled.json().status).toBe('cancelled');
    await expect
      .poll(counts, { timeout: 10_000 })
      .toMatchObject({ read: 1, failed: 2, cancelled: 3, queued: 0 });
    const failed = (await user.sheets('GET', `/runs/${run.id}?filter=problems`)).json().rows;
    expect(failed).toEqual([
      expect.objectContaining({ row: 3, status: 'failed', reason: CANCELLED_REASON }),
      expect.objectContaining({ row: 4, status: 'failed', reason: CANCELLED_REASON }),
    ]);
    await expect
      .poll(() => google.rows(sheetId, 'Due').map((r) => r[2]), { timeout: 10_000 })
      .toEqual([
        SHEET_STATUS_HEADER,
        'read',
        `failed: ${CANCELLED_REASON}`,
        `failed: ${CANCELLED_REASON}`,
        'cancelled',
        'cancelled',
        'cancelled',
      ]);
  });

  it('reads at most 10,000 rows of a tab, as of a file, and refuses a tab with more', async () => {
    const { ctx, google, serviceAccount } = bed;
    const user = await sheetsUser(ctx, 6, '919800077006');
    const tooMany = Array.from({ length: MAX_TABLE_ROWS + 1 }, (_, i) => [`P${i}`, `91980007${i}`, 'Hi']);
    const sheetId = google.createSpreadsheet({
      title: 'Huge',
      tabs: { Big: [HEADERS, ...tooMany], Fits: [HEADERS, ...tooMany.slice(1)] },
      sharedWith: [serviceAccount.email],
    });
    expect((await user.sheets('PUT', '/connect', { sheet: sheetId })).statusCode).toBe(200);
    const reads = google.requests.length;

    const preview = await user.sheets('GET', '/preview?tab=Big');
    expect(preview.statusCode).toBe(400);
    expect(preview.json().message).toBe(SheetsTexts.tabTooManyRows);
    const created = await user.sheets('POST', '/runs', {
      source: { kind: 'sheet', tab: 'Big' },
      mapping: { phone: 1, message: 2, media: null, status: null },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe(SheetsTexts.tabTooManyRows);
    // Google is asked for no more rows than that decision needs.
    const asked = google.requests.slice(reads).filter((r) => r.path.includes('/values/'));
    expect(asked.map((r) => r.path)).toEqual(
      Array(2).fill(`/v4/spreadsheets/${sheetId}/values/'Big'!A1:ZZ10002`),
    );

    const fits = (await user.sheets('GET', '/preview?tab=Fits')).json();
    expect(fits).toMatchObject({ headers: HEADERS, rowCount: MAX_TABLE_ROWS });
  });

  it('refuses another user’s token and runs', async () => {
    const { ctx } = bed;
    const owner = await sheetsUser(ctx, 3, '919800077003');
    const stranger = await sheetsUser(ctx, 4, '919800077004');
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/dash/sheets?insid=${owner.insid}`,
      headers: { authorization: stranger.dash.authorization },
    });
    expect(theirs.statusCode).toBe(404);
    const run = await stranger.sheets('GET', '/runs/00000000-0000-4000-8000-000000000000');
    expect(run.statusCode).toBe(404);
    expect(run.json().message).toBe(SheetsTexts.runNotFound);
  });
});

/** POSTs `csv` as the multipart file `fileName` to the user's token's uploads. */
function uploadCsv(user: SheetsUser, fileName: string, csv: string) {
  const boundary = 'sheetsboundary';
  return bed.ctx.app.inject({
    method: 'POST',
    url: `/api/v1/dash/sheets/uploads?insid=${user.insid}`,
    headers: {
      authorization: user.dash.authorization,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: [
      `--${boundary}`,
      `Content-Disposition: form-data; name="file"; filename="${fileName}"`,
      'Content-Type: text/csv',
      '',
      csv,
      `--${boundary}--`,
      '',
    ].join('\r\n'),
  });
}
