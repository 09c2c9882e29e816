import { type Api, unwrap } from '../http.js';
import type { Query } from '../types.js';

/** The token's send queue: `chatgate.queue`. */
export class Queue {
  constructor(private readonly api: Api) {}

  list(query: Query<'/api/v1/queue', 'get'> = {}) {
    return unwrap(this.api.GET('/api/v1/queue', { params: { query } }));
  }

  /**
   * The sends WhatsApp did not acknowledge in time (failed, error "not acknowledged"), newest
   * first, each with the time it was handed over.
   */
  unacknowledged(query: Query<'/api/v1/queue/unacknowledged', 'get'> = {}) {
    return unwrap(this.api.GET('/api/v1/queue/unacknowledged', { params: { query } }));
  }

  /** Cancels every queued message. */
  clear() {
    return unwrap(this.api.DELETE('/api/v1/queue'));
  }
}
