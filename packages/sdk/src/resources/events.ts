import { type Api, unwrap } from '../http.js';
import type { ChatgateEvent, Query } from '../types.js';

export interface IterateOptions {
  /** The `seq` of the last event already handled: iteration starts after it. Default 0 (the start). */
  after?: number;
  /** Events per page (1 to 1000). */
  limit?: number;
  /**
   * Keep waiting for new events once caught up, asking again every `pollIntervalMs`, until
   * `signal` aborts. Default false: the iteration ends at the last event.
   */
  follow?: boolean;
  pollIntervalMs?: number;
  signal?: AbortSignal;
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });

/** The token's event log, in order (`seq`): `chatgate.events`. */
export class Events {
  constructor(private readonly api: Api) {}

  /** One page of events after the cursor `after`; `next` is the cursor of the page after it. */
  list(query: Query<'/api/v1/events', 'get'> = {}) {
    return unwrap(this.api.GET('/api/v1/events', { params: { query } }));
  }

  /**
   * Every event after `after`, page by page. Store the `seq` of each event you have handled and
   * pass it as `after` to resume where you left off.
   */
  async *iterate(options: IterateOptions = {}): AsyncGenerator<ChatgateEvent, void, undefined> {
    const { limit, follow = false, pollIntervalMs = 1000, signal } = options;
    let after = options.after ?? 0;
    while (!signal?.aborted) {
      const page = await this.list({ after, limit });
      for (const event of page.result) {
        yield event;
        if (signal?.aborted) return;
      }
      if (page.result.length > 0) after = page.next;
      else if (follow) await wait(pollIntervalMs, signal);
      else return;
    }
  }
}
