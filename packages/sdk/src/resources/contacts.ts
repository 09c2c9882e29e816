import { type Api, unwrap } from '../http.js';
import type { Query } from '../types.js';

/** The linked phone's contacts, blocking, and number checks: `chatgate.contacts`. */
export class Contacts {
  constructor(private readonly api: Api) {}

  list(query: Query<'/api/v1/contacts', 'get'> = {}) {
    return unwrap(this.api.GET('/api/v1/contacts', { params: { query } }));
  }

  get(id: string) {
    return unwrap(this.api.GET('/api/v1/contacts/{id}', { params: { path: { id } } }));
  }

  /** The contact's profile picture link. */
  picture(id: string) {
    return unwrap(this.api.GET('/api/v1/contacts/{id}/picture', { params: { path: { id } } }));
  }

  block(id: string) {
    return unwrap(this.api.POST('/api/v1/contacts/{id}/block', { params: { path: { id } } }));
  }

  unblock(id: string) {
    return unwrap(this.api.POST('/api/v1/contacts/{id}/unblock', { params: { path: { id } } }));
  }

  /** Whether a number is on WhatsApp. */
  check(number: string) {
    return unwrap(this.api.POST('/api/v1/check/checknumberstatus', { body: { number } }));
  }
}
