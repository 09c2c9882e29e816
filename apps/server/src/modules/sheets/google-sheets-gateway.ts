import { auth, sheets } from '@googleapis/sheets';
import { DEFAULT_RETRY, isGoogleHttpError, isTransient, type RetryPolicy, withRetry } from './google-retry';
import { loadServiceAccountKey } from './google-service-account';
import { SheetsError, type SheetsGateway } from './sheets-gateway';

const SCOPE = 'https://www.googleapis.com/auth/spreadsheets';
/** Where google-auth-library's JWT (through gtoken) always asks for tokens. */
const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const TIMEOUT_MS = 20_000;
const METADATA_FIELDS = 'properties.title,sheets.properties(title,gridProperties)';

const NOT_CONFIGURED =
  'Google Sheets is not set up on this server: an administrator must set GOOGLE_SERVICE_ACCOUNT_JSON.';
const NOT_FOUND = 'The spreadsheet was not found: check its link or ID.';
const UNAVAILABLE = 'Google Sheets is not answering right now; Chatgate will try again.';

export interface GoogleSheetsOptions {
  /** The service account key JSON, or a path to the key file; without it every call fails as not-configured. */
  serviceAccountJson?: string;
  /** The API's root URL (https://sheets.googleapis.com/; tests: the fake). */
  apiUrl: string;
  /** The OAuth token endpoint; default Google's. */
  tokenUrl?: string;
  /** Tries per call (429, 5xx and network failures are retried) and the first backoff step. */
  retry?: RetryPolicy;
}

type Jwt = InstanceType<typeof auth.JWT>;

/**
 * The Google Sheets API v4 through `@googleapis/sheets`, signed in as a service account: users
 * share their spreadsheet with its address. A malformed key throws here, at creation.
 */
export function createSheetsGateway(options: GoogleSheetsOptions): SheetsGateway {
  if (!options.serviceAccountJson) return unconfigured;
  const key = loadServiceAccountKey(options.serviceAccountJson);
  const email = key.client_email;
  const tokenUrl = new URL(options.tokenUrl ?? GOOGLE_TOKEN_URL).href;
  const jwt = new auth.JWT({
    email,
    key: key.private_key,
    keyId: key.private_key_id,
    scopes: [SCOPE],
    transporterOptions: { timeout: TIMEOUT_MS },
  });
  if (tokenUrl !== GOOGLE_TOKEN_URL) redirectTokenRequests(jwt, tokenUrl);
  // retry: false turns googleapis' own retries off: withRetry is the one policy.
  const api = sheets({
    version: 'v4',
    auth: jwt,
    rootUrl: options.apiUrl,
    retry: false,
    timeout: TIMEOUT_MS,
  });
  const policy = options.retry ?? DEFAULT_RETRY;

  async function call<T>(request: () => Promise<{ data: T }>): Promise<T> {
    try {
      return (await withRetry(request, policy)).data;
    } catch (error) {
      throw toSheetsError(error, email, tokenUrl);
    }
  }

  return {
    serviceAccountEmail: email,
    async metadata(spreadsheetId) {
      const data = await call(() => api.spreadsheets.get({ spreadsheetId, fields: METADATA_FIELDS }));
      return {
        title: data.properties?.title ?? '',
        tabs: (data.sheets ?? []).map(({ properties }) => ({
          title: properties?.title ?? '',
          rowCount: properties?.gridProperties?.rowCount ?? 0,
          columnCount: properties?.gridProperties?.columnCount ?? 0,
        })),
      };
    },
    async read(spreadsheetId, range) {
      const data = await call(() =>
        api.spreadsheets.values.get({
          spreadsheetId,
          range,
          majorDimension: 'ROWS',
          valueRenderOption: 'FORMATTED_VALUE',
        }),
      );
      return (data.values ?? []).map((row: unknown[]) => row.map(cellText));
    },
    async write(spreadsheetId, blocks) {
      if (blocks.length === 0) return;
      const data = blocks.map(({ range, values }) => ({ range, majorDimension: 'ROWS', values }));
      await call(() =>
        api.spreadsheets.values.batchUpdate({
          spreadsheetId,
          requestBody: { valueInputOption: 'RAW', data },
        }),
      );
    },
  };
}

const notConfigured = () => Promise.reject(new SheetsError('not-configured', NOT_CONFIGURED));

const unconfigured: SheetsGateway = {
  serviceAccountEmail: null,
  metadata: notConfigured,
  read: notConfigured,
  write: notConfigured,
};

/** A cell as text; a lone UTF-16 surrogate (PostgreSQL refuses one in jsonb) becomes U+FFFD. */
const cellText = (cell: unknown) => (cell === null || cell === undefined ? '' : String(cell).toWellFormed());

/**
 * google-auth-library 11's JWT gets tokens through its gtoken module, which always posts to Google's endpoint
 * (`endpoints.oauth2TokenUrl` is read by OAuth2Client's own flows, not this one). The JWT's
 * transporter carries that request, so an interceptor there sends it to `tokenUrl` instead.
 */
function redirectTokenRequests(jwt: Jwt, tokenUrl: string) {
  jwt.transporter.interceptors.request.add({
    resolved: async (config) => {
      if (String(config.url) === GOOGLE_TOKEN_URL) config.url = new URL(tokenUrl);
      return config;
    },
  });
}

/** Google's failure as what the user can do about it; anything else is thrown as it is. */
function toSheetsError(error: unknown, email: string, tokenUrl: string): unknown {
  if (!isGoogleHttpError(error)) return error;
  if (isTransient(error)) return new SheetsError('unavailable', UNAVAILABLE);
  const status = error.response?.status ?? 0;
  if (String(error.config.url) === tokenUrl || status === 401)
    return new SheetsError(
      'not-configured',
      `Google refused this server's service account key (${error.message}): an administrator must check GOOGLE_SERVICE_ACCOUNT_JSON.`,
    );
  if (status === 404) return new SheetsError('not-found', NOT_FOUND);
  if (status === 403)
    return new SheetsError(
      'no-access',
      `Chatgate cannot open this spreadsheet: share it with ${email} as an Editor.`,
    );
  if (status >= 400 && status < 500)
    return new SheetsError('rejected', googleMessage(error.response?.data) ?? error.message);
  return error;
}

/** `error.message` of Google's error body (`{error: {code, message, status}}`). */
function googleMessage(data: unknown): string | undefined {
  const body = data as { error?: { message?: unknown } } | undefined;
  return typeof body?.error?.message === 'string' ? body.error.message : undefined;
}
