import {
  bareMimeType,
  MAX_MEDIA_BYTES,
  MessagingMessages,
  mediaTypeFits,
  mediaUrlTypeRefusal,
  takesAnyMimeType,
} from '@chatgate/contracts';
import type { OutgoingMessage } from '../engine';
import { sniffMimeType } from './sniff-mime-type';

type MediaMessage = Extract<OutgoingMessage, { kind: 'media' }>;

/** A media URL's file, fetched by us to check its type, or why it cannot be sent. */
export type FetchedMedia = { bytes: Buffer; mimeType: string } | { refused: string };

/** Types a server gives when it does not know: the file's first bytes tell then. */
const UNKNOWN_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream', 'application/unknown']);

const FETCH_TIMEOUT_MS = 60_000;

/**
 * An image, audio or video given by https URL is fetched here, not by Baileys, so its type is
 * known before it goes: the server's Content-Type (or, when that says nothing, the file's first
 * bytes) must be one the media type takes, and the file at most 16 MB. Otherwise the answer is
 * the reason the message fails. Null for what needs no check: documents and archives (any type
 * goes) and files we keep ourselves. A URL that cannot be fetched throws, as Baileys' own fetch
 * would (the send is tried again).
 */
export async function fetchOutgoingMedia(
  message: MediaMessage,
  fetchOptions: RequestInit = {},
  maxBytes = MAX_MEDIA_BYTES,
): Promise<FetchedMedia | null> {
  if (takesAnyMimeType(message.mediaType) || !/^https?:/i.test(message.media)) return null;
  const response = await fetch(message.media, {
    ...fetchOptions,
    redirect: 'follow',
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new Error(`The media URL answered HTTP ${response.status}`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.length;
    if (size > maxBytes) {
      await reader.cancel();
      return { refused: MessagingMessages.mediaUrlTooLarge };
    }
    chunks.push(Buffer.from(read.value));
  }
  const bytes = Buffer.concat(chunks);
  const declared = bareMimeType(response.headers.get('content-type') ?? '');
  const mimeType = UNKNOWN_TYPES.has(declared) ? sniffMimeType(bytes.subarray(0, 64)) : declared;
  if (!mediaTypeFits(message.mediaType, mimeType))
    return { refused: mediaUrlTypeRefusal(message.mediaType, mimeType) };
  return { bytes, mimeType };
}
