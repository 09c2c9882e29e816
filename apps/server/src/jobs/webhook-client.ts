import { Agent, request } from 'undici';
import type { AttemptResult } from '../modules/webhooks/attempt-outcome';
import { parseRetryAfter } from '../modules/webhooks/retry-schedule';
import { guardedConnector } from './guarded-connect';

/** POSTs to customers' endpoints over kept-alive connections; never follows a redirect. */
export class WebhookClient {
  private readonly agent: Agent;

  constructor(
    private readonly timeoutMs: number,
    allowPrivate: boolean,
  ) {
    // The address is checked at connect time too, so a DNS answer that changes after the
    // URL was saved cannot point a delivery at a private address.
    this.agent = new Agent({ connect: guardedConnector(allowPrivate) });
  }

  /** One attempt: the status and Retry-After, or why there was none (within the timeout). */
  async post(url: string, headers: Record<string, string>, body: string): Promise<AttemptResult> {
    try {
      const response = await request(url, {
        dispatcher: this.agent,
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const retryAfter = response.headers['retry-after'];
      await response.body.dump();
      return {
        code: response.statusCode,
        error: null,
        retryAfterMs: parseRetryAfter(
          Array.isArray(retryAfter) ? (retryAfter[0] ?? null) : (retryAfter ?? null),
        ),
      };
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      const error = timedOut
        ? `timed out after ${this.timeoutMs / 1000} s`
        : err instanceof Error
          ? err.message
          : String(err);
      return { code: null, error, retryAfterMs: null };
    }
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}
