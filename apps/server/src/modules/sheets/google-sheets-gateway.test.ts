import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type FakeGoogleSheets,
  startFakeGoogleSheets,
  testServiceAccount,
} from '../../../test/fake-google-sheets';
import { createSheetsGateway } from './google-sheets-gateway';
import { a1, SheetsError } from './sheets-gateway';

const account = testServiceAccount();
const stranger = testServiceAccount();
let fake: FakeGoogleSheets;

beforeAll(async () => {
  fake = await startFakeGoogleSheets();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.failNext(0, 500);
  vi.restoreAllMocks();
});

const gateway = (retry = { attempts: 6, baseMs: 5 }, apiUrl = fake.url) =>
  createSheetsGateway({ serviceAccountJson: account.json, apiUrl, tokenUrl: fake.tokenUrl, retry });

/** API requests (not token ones) made by `run`, with their times; `run`'s failure fails the test. */
async function apiRequestsOf(run: () => Promise<unknown>) {
  const from = fake.requests.length;
  await run();
  return fake.requests.slice(from).filter((r) => r.path.startsWith('/v4/'));
}
const gaps = (requests: Array<{ time: number }>) =>
  requests.slice(1).map((r, i) => r.time - (requests[i]?.time ?? 0));

const LEADS = [
  ['Timestamp', 'Name', 'Phone', 'Amount'],
  ['2025-01-02 10:00:00', 'Asha', '919800000001', '1,234.50', '', ''],
  ['2025-01-03 11:30:00', 'Ravi', '919800000002', '42'],
  ['', '', '', ''],
  [],
];
const leadsSheet = (sharedWith = [account.email]) =>
  fake.createSpreadsheet({ title: 'Leads 2025', tabs: { "Raj's form": LEADS, Sent: [] }, sharedWith });

describe('Google Sheets gateway against the fake API', () => {
  it('reads the title and tabs of a spreadsheet, signed in as the service account', async () => {
    const sheets = gateway();
    expect(sheets.serviceAccountEmail).toBe(account.email);
    const info = await sheets.metadata(leadsSheet());
    expect(info).toEqual({
      title: 'Leads 2025',
      tabs: [
        { title: "Raj's form", rowCount: 1000, columnCount: 26 },
        { title: 'Sent', rowCount: 1000, columnCount: 26 },
      ],
    });
  });

  it('reads a range as text, trailing empty cells and rows left out', async () => {
    const sheets = gateway();
    const id = leadsSheet();
    const rows = await sheets.read(id, a1("Raj's form", 'A2:D'));
    expect(rows).toEqual([
      ['2025-01-02 10:00:00', 'Asha', '919800000001', '1,234.50'],
      ['2025-01-03 11:30:00', 'Ravi', '919800000002', '42'],
    ]);
    expect(await sheets.read(id, a1("Raj's form", 'D3'))).toEqual([['42']]);
    expect(await sheets.read(id, a1('Sent', 'A:F'))).toEqual([]);
  });

  it('asks for one token and keeps using it', async () => {
    const from = fake.requests.length;
    const sheets = gateway();
    const id = leadsSheet();
    await sheets.metadata(id);
    await sheets.read(id, a1("Raj's form", 'A1:B'));
    const made = fake.requests.slice(from).map((r) => `${r.method} ${r.path}`);
    expect(made.filter((r) => r === 'POST /token')).toHaveLength(1);
    expect(made).toHaveLength(3);
  });

  it('writes blocks that read back as written, and writing a block again leaves one copy', async () => {
    const sheets = gateway();
    const id = leadsSheet();
    const header = { range: a1('Sent', 'A1:C1'), values: [['Phone', 'Status', 'Sent at']] };
    const results = {
      range: a1('Sent', 'A2'),
      values: [
        ['919800000001', 'sent', '2025-01-02 10:01'],
        ['919800000002', 'failed', '2025-01-03 11:31'],
      ],
    };
    await sheets.write(id, [header, results]);
    await sheets.write(id, [results]);
    const expected = [...header.values, ...results.values];
    expect(await sheets.read(id, a1('Sent', 'A:C'))).toEqual(expected);
    expect(fake.rows(id, 'Sent')).toEqual(expected);
  });

  it('tells the user to share the spreadsheet with the service account when it is not shared', async () => {
    const id = leadsSheet([stranger.email]);
    const failure = gateway().metadata(id);
    await expect(failure).rejects.toBeInstanceOf(SheetsError);
    await expect(failure).rejects.toMatchObject({
      failure: 'no-access',
      message: `Chatgate cannot open this spreadsheet: share it with ${account.email} as an Editor.`,
    });
  });

  it('answers not-found for an unknown spreadsheet and rejected (not retried) for an unknown tab', async () => {
    await expect(gateway().read('no-such-sheet', a1('Sheet1', 'A:B'))).rejects.toMatchObject({
      failure: 'not-found',
      message: 'The spreadsheet was not found: check its link or ID.',
    });
    const id = leadsSheet();
    const requests = await apiRequestsOf(() =>
      expect(gateway().read(id, a1('Nope', 'A1:B2'))).rejects.toMatchObject({
        failure: 'rejected',
        message: "Unable to parse range: 'Nope'!A1:B2",
      }),
    );
    expect(requests).toHaveLength(1);
  });

  it('without a key: no address, and every call fails as not-configured without asking Google', async () => {
    const from = fake.requests.length;
    const sheets = createSheetsGateway({ apiUrl: fake.url, tokenUrl: fake.tokenUrl });
    expect(sheets.serviceAccountEmail).toBeNull();
    const failure = {
      failure: 'not-configured',
      message:
        'Google Sheets is not set up on this server: an administrator must set GOOGLE_SERVICE_ACCOUNT_JSON.',
    };
    await expect(sheets.metadata('x')).rejects.toMatchObject(failure);
    await expect(sheets.read('x', 'A1')).rejects.toMatchObject(failure);
    await expect(sheets.write('x', [{ range: 'A1', values: [['a']] }])).rejects.toMatchObject(failure);
    expect(fake.requests.length).toBe(from);
  });

  it('takes the key from a file path, and refuses a malformed key at creation', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'chatgate-sa-'));
    try {
      const file = path.join(dir, 'key.json');
      await writeFile(file, account.json);
      const fromFile = createSheetsGateway({
        serviceAccountJson: file,
        apiUrl: fake.url,
        tokenUrl: fake.tokenUrl,
      });
      expect(fromFile.serviceAccountEmail).toBe(account.email);
      expect((await fromFile.metadata(leadsSheet())).title).toBe('Leads 2025');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const make = (serviceAccountJson: string) => () =>
      createSheetsGateway({ serviceAccountJson, apiUrl: fake.url });
    const key = JSON.parse(account.json) as Record<string, string>;
    expect(make('{"type":"service_account"')).toThrow(/not a JSON object/);
    expect(make(JSON.stringify({ ...key, client_email: undefined }))).toThrow(/client_email is missing/);
    expect(make(JSON.stringify({ ...key, private_key: 'not a key' }))).toThrow(/not a PEM private key/);
    expect(make(JSON.stringify({ ...key, type: 'authorized_user' }))).toThrow(/type "service_account"/);
    expect(make('/no/such/key.json')).toThrow(/neither key JSON nor a readable file/);
  });
});

describe('retries', () => {
  it('waits out two 429s with exponential backoff, then succeeds', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999); // the top of each jitter window
    const sheets = gateway({ attempts: 6, baseMs: 60 });
    const id = leadsSheet();
    fake.failNext(2, 429);
    let rows: string[][] = [];
    const requests = await apiRequestsOf(async () => {
      rows = await sheets.read(id, a1("Raj's form", 'B2:B3'));
    });
    expect(rows).toEqual([['Asha'], ['Ravi']]);
    expect(requests).toHaveLength(3);
    const [first = 0, second = 0] = gaps(requests);
    expect(first).toBeGreaterThanOrEqual(55); // ~60 ms
    expect(first).toBeLessThan(60 + 250);
    expect(second).toBeGreaterThanOrEqual(115); // ~120 ms: doubled
    expect(second).toBeLessThan(120 + 250);
  });

  it('jitters the whole wait: a draw of 0 retries at once', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const sheets = gateway({ attempts: 6, baseMs: 1000 });
    const id = leadsSheet();
    fake.failNext(2, 503);
    const requests = await apiRequestsOf(() => sheets.metadata(id));
    expect(requests).toHaveLength(3);
    for (const gap of gaps(requests)) expect(gap).toBeLessThan(500);
  });

  it('honours Retry-After', async () => {
    const sheets = gateway({ attempts: 6, baseMs: 5 });
    const id = leadsSheet();
    fake.failNext(1, 429, 1);
    const requests = await apiRequestsOf(() => sheets.metadata(id));
    expect(requests).toHaveLength(2);
    expect(gaps(requests)[0]).toBeGreaterThanOrEqual(950);
  });

  it('gives up as unavailable after `attempts` tries of 500', async () => {
    const sheets = gateway({ attempts: 3, baseMs: 5 });
    const id = leadsSheet();
    fake.failNext(5, 500);
    const requests = await apiRequestsOf(() =>
      expect(sheets.read(id, a1("Raj's form", 'A:D'))).rejects.toMatchObject({
        failure: 'unavailable',
        message: 'Google Sheets is not answering right now; Chatgate will try again.',
      }),
    );
    expect(requests).toHaveLength(3);
  });

  it('retries when the API cannot be reached at all, then answers unavailable', async () => {
    const closed = await startFakeGoogleSheets();
    await closed.close();
    const sheets = gateway({ attempts: 2, baseMs: 5 }, closed.url);
    await expect(sheets.metadata(leadsSheet())).rejects.toMatchObject({ failure: 'unavailable' });
  });
});
