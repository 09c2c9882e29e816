import { createHash } from 'node:crypto';
import type { onSendHookHandler } from 'fastify';
import { encodedFor, type ServedFile, served, setServedHeaders } from './served-file';

interface KeptText {
  text: string;
  file: ServedFile;
  etag: string;
}

/**
 * An onSend hook for routes that answer the same large text every time (the API reference's
 * 4 MB script and its page, the OpenAPI document): each text is compressed once, in the encoding
 * the client accepts, and a browser that has it already gets 304 by its ETag, instead of
 * megabytes sent uncompressed on every visit. Texts are kept per route and replaced when a route
 * answers another.
 */
export function compressRepeatedText(): onSendHookHandler {
  const kept = new Map<string, KeptText>();
  const keptFor = (route: string, text: string): KeptText => {
    const found = kept.get(route);
    if (found?.text === text) return found;
    const etag = `W/"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
    const made = { text, file: served(text), etag };
    kept.set(route, made);
    return made;
  };
  return async (request, reply, payload) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const { file, etag } = keptFor(request.routeOptions.url ?? request.url, payload);
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) {
      setServedHeaders(reply).code(304);
      return '';
    }
    return encodedFor(request, reply, file);
  };
}
