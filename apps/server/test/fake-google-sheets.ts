import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { GridRange } from './fake-google-sheets/a1-range';
import { appendRows, InvalidArgument, newTab, readRange } from './fake-google-sheets/grid';
import { exchangeAssertion, type Grant } from './fake-google-sheets/oauth';
import { ApiError, answer, type Spreadsheet } from './fake-google-sheets/sheets-api';
import { listenLocally } from './listen-locally';

export { testServiceAccount } from './fake-google-sheets/oauth';

/** Statuses failNext can answer with, and the body Google sends with each. */
const TRANSIENT = {
  429: [
    'RESOURCE_EXHAUSTED',
    "Quota exceeded for quota metric 'Read requests' and limit 'Read requests per minute per user' of service 'sheets.googleapis.com'.",
  ],
  500: ['INTERNAL', 'Internal error encountered.'],
  502: ['UNAVAILABLE', 'Bad Gateway'],
  503: ['UNAVAILABLE', 'The service is currently unavailable.'],
  504: ['DEADLINE_EXCEEDED', 'The request timed out. Please try again.'],
} as const;
const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
};
const WRITE_SCOPES = [
  'https://www.googleapis.com/auth/spreadsheets',
  'https://www.googleapis.com/auth/drive',
];
const READ_SCOPES = [...WRITE_SCOPES, ...WRITE_SCOPES.map((scope) => `${scope}.readonly`)];

/**
 * A local stand-in for the Google Sheets API v4 (spreadsheets.get, values.get, values.batchUpdate,
 * values.append) and Google's OAuth token endpoint, with Google's JSON and error shapes, so the
 * real adapter runs end to end without leaving the machine. A spreadsheet answers only the service
 * accounts it is shared with; cells are kept as the text a user sees.
 */
export async function startFakeGoogleSheets(port = 0) {
  const spreadsheets = new Map<string, Spreadsheet>();
  const grants = new Map<string, Grant>();
  const requests: Array<{ method: string; path: string; time: number }> = [];
  let failures: { count: number; status: keyof typeof TRANSIENT; retryAfterSeconds?: number } = {
    count: 0,
    status: 500,
  };

  const tabOf = (id: string, title: string) => {
    const tab = spreadsheets.get(id)?.tabs.find((t) => t.title === title);
    if (!tab) throw new Error(`fake-google-sheets: no tab ${title} in spreadsheet ${id}`);
    return tab;
  };

  /** Bearer check, sharing and scopes, then `answer`. */
  function api(
    method: string,
    path: string,
    query: URLSearchParams,
    body: string,
    authorization = '',
  ): object {
    const grant = grants.get(authorization.replace(/^Bearer /, ''));
    if (!grant || grant.expiresAt < Date.now())
      throw new ApiError(
        401,
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
      );
    const match = /^\/v4\/spreadsheets\/([^/:]+)(.*)$/.exec(path);
    const sheet = match && spreadsheets.get(decodeURIComponent(match[1] ?? ''));
    if (!match || !sheet) throw new ApiError(404, 'Requested entity was not found.');
    if (!sheet.sharedWith.has(grant.email.toLowerCase()))
      throw new ApiError(403, 'The caller does not have permission');
    if (!grant.scopes.some((scope) => (method === 'GET' ? READ_SCOPES : WRITE_SCOPES).includes(scope)))
      throw new ApiError(403, 'Request had insufficient authentication scopes.');
    return answer({ method, rest: match[2] ?? '', query, body }, sheet);
  }

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const method = req.method ?? 'GET';
      requests.push({ method, path: safeDecode(url.pathname), time: Date.now() });
      if (method === 'POST' && url.pathname === '/token') {
        const token = exchangeAssertion(new URLSearchParams(body));
        if (token.status === 200) grants.set(token.body.access_token, token.grant);
        return send(res, token.status, token.body);
      }
      if (failures.count > 0 && url.pathname.startsWith('/v4/')) {
        failures.count--;
        const [status, message] = TRANSIENT[failures.status];
        const headers: Record<string, string> =
          failures.retryAfterSeconds === undefined
            ? {}
            : { 'retry-after': String(failures.retryAfterSeconds) };
        return send(res, failures.status, { error: { code: failures.status, message, status } }, headers);
      }
      try {
        send(res, 200, api(method, url.pathname, url.searchParams, body, req.headers.authorization));
      } catch (error) {
        if (!(error instanceof ApiError || error instanceof InvalidArgument)) throw error;
        const code = error instanceof ApiError ? error.status : 400;
        send(res, code, { error: { code, message: error.message, status: STATUS_NAMES[code] } });
      }
    });
  });
  const listening = await listenLocally(server, port);
  const root = `http://127.0.0.1:${listening}/`;

  return {
    /** The API's root URL (the adapter's apiUrl), with its trailing slash. */
    url: root,
    /** The OAuth token endpoint (the adapter's tokenUrl). */
    tokenUrl: `${root}token`,
    /** Every request, token ones included, oldest first; `path` is decoded, without the query. */
    requests,
    /** A spreadsheet owned by someone who shared it with `sharedWith` (service account addresses); answers its id. */
    createSpreadsheet(input: {
      id?: string;
      title: string;
      tabs: Record<string, string[][]>;
      sharedWith: string[];
    }) {
      const id = input.id ?? randomBytes(33).toString('base64url');
      const tabs = Object.entries(input.tabs).map(([title, cells], i) =>
        newTab(i === 0 ? 0 : 1000 + i, title, cells),
      );
      spreadsheets.set(id, {
        id,
        title: input.title,
        tabs,
        sharedWith: new Set(input.sharedWith.map((e) => e.toLowerCase())),
      });
      return id;
    },
    /** The tab's cells as a whole-tab read answers them (trailing empties left out). */
    rows: (id: string, tab: string): string[][] => readRange(tabOf(id, tab), wholeTab(tab)),
    /** A row added under the last filled one, as a Google Form adds a response. */
    appendRow(id: string, tab: string, row: string[]) {
      appendRows(tabOf(id, tab), wholeTab(tab), [row], true);
    },
    /** Replaces the tab's cells (the grid grows to hold them), as someone editing the sheet would. */
    setRows(id: string, tab: string, rows: string[][]) {
      const current = tabOf(id, tab);
      Object.assign(current, newTab(current.sheetId, tab, rows), {
        rowCount: Math.max(current.rowCount, rows.length),
        columnCount: Math.max(current.columnCount, ...rows.map((row) => row.length)),
      });
    },
    /** Deletes `count` rows from sheet row `fromRow` (1-based), the grid shrinking with them, as Delete rows does. */
    deleteRows(id: string, tab: string, fromRow: number, count: number) {
      const current = tabOf(id, tab);
      current.cells.splice(fromRow - 1, count);
      current.rowCount -= Math.min(count, Math.max(0, current.rowCount - fromRow + 1));
    },
    /** The next `count` API requests (not token ones) answer `status`, with Retry-After when given; replaces any left. */
    failNext(count: number, status: keyof typeof TRANSIENT, retryAfterSeconds?: number) {
      failures = { count, status, retryAfterSeconds };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FakeGoogleSheets = Awaited<ReturnType<typeof startFakeGoogleSheets>>;

const wholeTab = (tab: string): GridRange => ({
  tab,
  startRow: 0,
  startColumn: 0,
  endRow: null,
  endColumn: null,
});

function send(res: ServerResponse, status: number, value: object, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  res.end(JSON.stringify(value));
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
