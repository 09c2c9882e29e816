import { type Api, sendHeaders, unwrap } from '../http.js';
import type {
  Query,
  RequestBody,
  SendContact,
  SendLocation,
  SendMedia,
  SendOptions,
  SendPoll,
  SendReaction,
  SendSticker,
  SendText,
} from '../types.js';

/** Sending messages and following them: `chatgate.messages`. */
export class Messages {
  constructor(private readonly api: Api) {}

  sendText(body: SendText, options?: SendOptions) {
    return unwrap(this.api.POST('/api/v1/send/text', { body, headers: sendHeaders(options) }));
  }

  /** An image, audio, video, document or archive: by https URL or as a base64 data URL. */
  sendMedia(body: SendMedia, options?: SendOptions) {
    return unwrap(this.api.POST('/api/v1/send/media', { body, headers: sendHeaders(options) }));
  }

  sendLocation(body: SendLocation, options?: SendOptions) {
    return unwrap(this.api.POST('/api/v1/send/location', { body, headers: sendHeaders(options) }));
  }

  sendContact(body: SendContact, options?: SendOptions) {
    return unwrap(this.api.POST('/api/v1/send/contact', { body, headers: sendHeaders(options) }));
  }

  /** Reacts to a message (`emoji: ''` removes the reaction). */
  sendReaction(body: SendReaction, options?: SendOptions) {
    return unwrap(this.api.POST('/api/v1/send/reaction', { body, headers: sendHeaders(options) }));
  }

  sendPoll(body: SendPoll, options?: SendOptions) {
    return unwrap(this.api.POST('/api/v1/send/poll', { body, headers: sendHeaders(options) }));
  }

  sendSticker(body: SendSticker, options?: SendOptions) {
    return unwrap(this.api.POST('/api/v1/send/sticker', { body, headers: sendHeaders(options) }));
  }

  /** A message and its status (queued, sent, delivered, read, failed...). */
  get(id: string) {
    return unwrap(this.api.GET('/api/v1/messages/{id}', { params: { path: { id } } }));
  }

  /** The token's messages, newest first, a page at a time (`nextCursor` for the next page). */
  list(query: Query<'/api/v1/messages', 'get'> = {}) {
    return unwrap(this.api.GET('/api/v1/messages', { params: { query } }));
  }

  /** Edits a text message you sent. */
  edit(id: string, body: RequestBody<'/api/v1/messages/{id}', 'patch'>) {
    return unwrap(this.api.PATCH('/api/v1/messages/{id}', { params: { path: { id } }, body }));
  }

  /** Cancels a queued message, or deletes a sent one for everyone. */
  delete(id: string) {
    return unwrap(this.api.DELETE('/api/v1/messages/{id}', { params: { path: { id } } }));
  }

  forward(id: string, body: RequestBody<'/api/v1/messages/{id}/forward', 'post'>, options?: SendOptions) {
    return unwrap(
      this.api.POST('/api/v1/messages/{id}/forward', {
        params: { path: { id } },
        body,
        headers: sendHeaders(options),
      }),
    );
  }

  /** The file of a received media message, with its media type. */
  async media(id: string): Promise<{ data: Uint8Array; contentType: string | null }> {
    const pending = this.api.GET('/api/v1/messages/{id}/media', {
      params: { path: { id } },
      parseAs: 'arrayBuffer',
    });
    const { response } = await pending;
    const data = await unwrap<ArrayBuffer>(pending);
    return { data: new Uint8Array(data), contentType: response.headers.get('content-type') };
  }
}
