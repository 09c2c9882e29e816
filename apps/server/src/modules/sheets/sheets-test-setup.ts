import { expect } from 'vitest';
import {
  type FakeGoogleSheets,
  startFakeGoogleSheets,
  testServiceAccount,
} from '../../../test/fake-google-sheets';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken } from '../../../test/linked-token';
import { SheetsWorker } from '../../jobs/sheets-worker';

export interface SheetsTestBed {
  ctx: TestContext;
  google: FakeGoogleSheets;
  serviceAccount: { email: string };
  /** A worker as a server process runs it (fast steps); stop it to act as a restart. */
  startWorker(pollMs?: number): SheetsWorker;
  close(): Promise<void>;
}

/** The server wired to a local fake of Google Sheets through the real adapter, and its worker. */
export async function sheetsTestBed(): Promise<SheetsTestBed> {
  const google = await startFakeGoogleSheets();
  const account = testServiceAccount();
  const ctx = await createTestContext({
    GOOGLE_SERVICE_ACCOUNT_JSON: account.json,
    GOOGLE_SHEETS_API_URL: google.url,
    GOOGLE_OAUTH_TOKEN_URL: google.tokenUrl,
    SHEETS_RETRY_BASE_MS: '5',
  });
  const workers: SheetsWorker[] = [];
  return {
    ctx,
    google,
    serviceAccount: { email: account.email },
    startWorker(pollMs = 100) {
      const worker = new SheetsWorker(
        ctx.runtime,
        ctx.config,
        { stepMs: 50, pollMs },
        { error: (obj, msg) => console.error(msg, obj) },
      );
      worker.start();
      workers.push(worker);
      return worker;
    },
    async close() {
      await Promise.all(workers.map((w) => w.stop()));
      await ctx.close();
      await google.close();
    },
  };
}

/** A token linked to a sandbox phone, and its owner's calls to /api/v1/dash/sheets. */
export async function sheetsUser(ctx: TestContext, n: number, phone: string) {
  const token = await linkedToken(ctx, n, phone);
  const url = (path: string) =>
    `/api/v1/dash/sheets${path}${path.includes('?') ? '&' : '?'}insid=${token.insid}`;
  const headers = { authorization: token.dash.authorization };
  return {
    ...token,
    sheets: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
      ctx.app.inject({ method, url: url(path), headers, payload }),
  };
}

export type SheetsUser = Awaited<ReturnType<typeof sheetsUser>>;

/** A new spreadsheet shared with the service account and connected to the user's token; its id. */
export async function connectNewSheet(
  bed: SheetsTestBed,
  user: SheetsUser,
  sheet: { title: string; tabs: Record<string, string[][]> },
): Promise<string> {
  const id = bed.google.createSpreadsheet({ ...sheet, sharedWith: [bed.serviceAccount.email] });
  expect((await user.sheets('PUT', '/connect', { sheet: id })).statusCode).toBe(200);
  return id;
}
