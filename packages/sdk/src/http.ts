import createClient, { type Client } from 'openapi-fetch';
import { ChatgateError } from './errors.js';
import type { paths } from './generated/api.js';
import { type RetryOptions, retrying } from './retry.js';
import type { SendOptions } from './types.js';

export interface ChatgateOptions extends RetryOptions {
  /** The token's API key, from the dashboard (Tokens, "Show key"). */
  apiKey: string;
  /** Where the API is served, e.g. `https://chatgate.example.com` (no `/api/v1`). */
  baseUrl: string;
  /**
   * The token id (`insid`). Optional: the API key alone names its token; when given, every call
   * carries it and the API refuses (403) a key of another token.
   */
  tokenId?: string;
  /** A `fetch` of your own (tests, proxies); the global one by default. */
  fetch?: (request: Request) => Promise<Response>;
}

/** The typed HTTP client of the API's paths, authenticated by the token's API key. */
export type Api = Client<paths>;

export function createApi(options: ChatgateOptions): Api {
  const api = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { authorization: `Bearer ${options.apiKey}` },
    fetch: retrying(options.fetch ?? ((request) => globalThis.fetch(request)), options),
  });
  const { tokenId } = options;
  if (tokenId)
    api.use({
      onRequest({ request }) {
        const url = new URL(request.url);
        url.searchParams.set('insid', tokenId);
        return new Request(url, request);
      },
    });
  return api;
}

type Result<T> = { data?: T; error?: unknown; response: Response };

/** The data of a 2xx answer; any other answer is thrown as a ChatgateError. */
export async function unwrap<T>(pending: Promise<Result<T>>): Promise<T> {
  const { data, error, response } = await pending;
  if (!response.ok) throw ChatgateError.of(response, error);
  return data as T;
}

/** The headers of a send: its Idempotency-Key, the caller's or a new one, so a retry sends it once. */
export function sendHeaders(options: SendOptions = {}): { 'Idempotency-Key': string } {
  return { 'Idempotency-Key': options.idempotencyKey ?? globalThis.crypto.randomUUID() };
}
