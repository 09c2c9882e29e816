import { type Api, unwrap } from '../http.js';
import type { Query, RequestBody } from '../types.js';

type ChatPath =
  | '/api/v1/chats/{chatId}/archive'
  | '/api/v1/chats/{chatId}/unarchive'
  | '/api/v1/chats/{chatId}/pin'
  | '/api/v1/chats/{chatId}/unpin'
  | '/api/v1/chats/{chatId}/unmute';

/** The linked phone's chats, read receipts and presence: `chatgate.chats`. */
export class Chats {
  constructor(private readonly api: Api) {}

  list(query: Query<'/api/v1/chats', 'get'> = {}) {
    return unwrap(this.api.GET('/api/v1/chats', { params: { query } }));
  }

  get(chatId: string) {
    return unwrap(this.api.GET('/api/v1/chats/{chatId}', { params: { path: { chatId } } }));
  }

  delete(chatId: string) {
    return unwrap(this.api.DELETE('/api/v1/chats/{chatId}', { params: { path: { chatId } } }));
  }

  /** A chat's messages, newest first, a page at a time. */
  messages(chatId: string, query: Query<'/api/v1/chats/{chatId}/messages', 'get'> = {}) {
    return unwrap(this.api.GET('/api/v1/chats/{chatId}/messages', { params: { path: { chatId }, query } }));
  }

  archive(chatId: string) {
    return this.act('/api/v1/chats/{chatId}/archive', chatId);
  }

  unarchive(chatId: string) {
    return this.act('/api/v1/chats/{chatId}/unarchive', chatId);
  }

  pin(chatId: string) {
    return this.act('/api/v1/chats/{chatId}/pin', chatId);
  }

  unpin(chatId: string) {
    return this.act('/api/v1/chats/{chatId}/unpin', chatId);
  }

  mute(chatId: string, body: RequestBody<'/api/v1/chats/{chatId}/mute', 'post'> = {}) {
    return unwrap(this.api.POST('/api/v1/chats/{chatId}/mute', { params: { path: { chatId } }, body }));
  }

  unmute(chatId: string) {
    return this.act('/api/v1/chats/{chatId}/unmute', chatId);
  }

  /** Marks received messages read (sends read receipts). */
  markRead(chatId: string, body: RequestBody<'/api/v1/chats/{chatId}/read', 'post'> = {}) {
    return unwrap(this.api.POST('/api/v1/chats/{chatId}/read', { params: { path: { chatId } }, body }));
  }

  /** Shows typing or recording in the chat. */
  presence(chatId: string, body: RequestBody<'/api/v1/chats/{chatId}/presence', 'post'>) {
    return unwrap(this.api.POST('/api/v1/chats/{chatId}/presence', { params: { path: { chatId } }, body }));
  }

  private act(path: ChatPath, chatId: string) {
    return unwrap(this.api.POST(path, { params: { path: { chatId } } }));
  }
}
