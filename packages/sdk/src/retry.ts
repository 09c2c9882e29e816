import { retryAfterSeconds } from './errors.js';

export interface RetryOptions {
  /** How many times a 429 is retried before it is thrown; 0 turns retries off. Default 3. */
  maxRetries?: number;
  /** The longest wait before a retry; a longer Retry-After is thrown at once. Default 60 000 ms. */
  maxRetryDelayMs?: number;
}

type Fetch = (request: Request) => Promise<Response>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `fetch` that retries a 429 (rate limited) after the Retry-After the API sent, or after 1, 2,
 * 4... seconds where it said none. Sends are safe to repeat: the request keeps its Idempotency-Key.
 */
export function retrying(fetch: Fetch, { maxRetries = 3, maxRetryDelayMs = 60_000 }: RetryOptions): Fetch {
  return async (request) => {
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(request.clone());
      if (response.status !== 429 || attempt >= maxRetries) return response;
      const delayMs = (retryAfterSeconds(response.headers) ?? 2 ** attempt) * 1000;
      if (delayMs > maxRetryDelayMs) return response;
      await response.body?.cancel();
      await sleep(delayMs);
    }
  };
}
