import { type Api, sendHeaders, unwrap } from '../http.js';
import type { RequestBody, SendOptions } from '../types.js';

/** WhatsApp statuses (stories): `chatgate.statuses`. */
export class Statuses {
  constructor(private readonly api: Api) {}

  postText(body: RequestBody<'/api/v1/status/text', 'post'>, options?: SendOptions) {
    return unwrap(this.api.POST('/api/v1/status/text', { body, headers: sendHeaders(options) }));
  }

  postMedia(body: RequestBody<'/api/v1/status/media', 'post'>, options?: SendOptions) {
    return unwrap(this.api.POST('/api/v1/status/media', { body, headers: sendHeaders(options) }));
  }

  delete(id: string) {
    return unwrap(this.api.DELETE('/api/v1/status/{id}', { params: { path: { id } } }));
  }
}
