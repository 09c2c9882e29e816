import { type Api, sendHeaders, unwrap } from '../http.js';
import type { RequestBody, SendOptions } from '../types.js';

/** WhatsApp channels (newsletters) the linked phone owns: `chatgate.channels`. */
export class Channels {
  constructor(private readonly api: Api) {}

  create(body: RequestBody<'/api/v1/channels', 'post'>) {
    return unwrap(this.api.POST('/api/v1/channels', { body }));
  }

  list() {
    return unwrap(this.api.GET('/api/v1/channels'));
  }

  /** Posts a text to the channel. */
  send(
    channelId: string,
    body: RequestBody<'/api/v1/channels/{channelId}/send', 'post'>,
    options?: SendOptions,
  ) {
    return unwrap(
      this.api.POST('/api/v1/channels/{channelId}/send', {
        params: { path: { channelId } },
        body,
        headers: sendHeaders(options),
      }),
    );
  }
}
