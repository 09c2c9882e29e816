import { type Api, unwrap } from '../http.js';
import type { Query, RequestBody } from '../types.js';

/** The token's webhook: where its events are POSTed, signed: `chatgate.webhooks`. */
export class Webhooks {
  constructor(private readonly api: Api) {}

  get() {
    return unwrap(this.api.GET('/api/v1/instance/webhook'));
  }

  /** Sets the URL and events; the first time, the answer carries the signing secret (shown once). */
  set(body: RequestBody<'/api/v1/instance/webhook', 'put'>) {
    return unwrap(this.api.PUT('/api/v1/instance/webhook', { body }));
  }

  remove() {
    return unwrap(this.api.DELETE('/api/v1/instance/webhook'));
  }

  /** A new signing secret (shown once); the previous one signs beside it for 24 hours. */
  rotateSecret() {
    return unwrap(this.api.POST('/api/v1/instance/webhook/secret'));
  }

  /** Sends a test event to the webhook. */
  test() {
    return unwrap(this.api.POST('/api/v1/instance/webhook/test'));
  }

  deliveries(query: Query<'/api/v1/instance/webhook/deliveries', 'get'> = {}) {
    return unwrap(this.api.GET('/api/v1/instance/webhook/deliveries', { params: { query } }));
  }

  /** Delivers a past delivery again. */
  replay(id: string) {
    return unwrap(
      this.api.POST('/api/v1/instance/webhook/deliveries/{id}/replay', { params: { path: { id } } }),
    );
  }
}
