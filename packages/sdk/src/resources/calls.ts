import { type Api, unwrap } from '../http.js';
import type { Query } from '../types.js';

/** Calls to the linked phone: `chatgate.calls`. */
export class Calls {
  constructor(private readonly api: Api) {}

  list(query: Query<'/api/v1/calls', 'get'> = {}) {
    return unwrap(this.api.GET('/api/v1/calls', { params: { query } }));
  }

  get(callId: string) {
    return unwrap(this.api.GET('/api/v1/calls/{callId}', { params: { path: { callId } } }));
  }

  reject(callId: string) {
    return unwrap(this.api.POST('/api/v1/calls/{callId}/reject', { params: { path: { callId } } }));
  }
}
