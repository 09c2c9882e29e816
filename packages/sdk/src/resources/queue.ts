import { type Api, unwrap } from '../http.js';
import type { Query } from '../types.js';

/** The token's send queue: `chatgate.queue`. */
export class Queue {
  constructor(private readonly api: Api) {}

  list(query: Query<'/api/v1/queue', 'get'> = {}) {
    return unwrap(this.api.GET('/api/v1/queue', { params: { query } }));
  }

  /** Cancels every queued message. */
  clear() {
    return unwrap(this.api.DELETE('/api/v1/queue'));
  }
}
