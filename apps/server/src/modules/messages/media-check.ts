import {
  MAX_MEDIA_BYTES,
  type MediaType,
  MessagingMessages,
  mediaTypeFits,
  mediaTypeRefusal,
  mimeTypeOfPath,
} from '@chatgate/contracts';
import { AppError, badRequest } from '../../http/app-error';
import { namesLocalHost } from '../../security/private-address';

export type CheckedMedia = { kind: 'url'; url: string } | { kind: 'inline'; mimeType: string; bytes: Buffer };

/** The contract lets through any https value without spaces; one the URL parser refuses is a 400 too. */
function urlOf(media: string): URL {
  try {
    return new URL(media);
  } catch {
    throw badRequest(MessagingMessages.mediaInvalid);
  }
}

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', MessagingMessages.mediaTooLarge, 413);

/** 415 unless a file of `mimeType` can go as `type` (a document or archive takes any). */
function checkFits(type: MediaType, mimeType: string): void {
  if (!mediaTypeFits(type, mimeType))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', mediaTypeRefusal(type, mimeType), 415);
}

/**
 * Checks a media value. An https URL is fetched by the engine when sending (through a lookup
 * that refuses private addresses); one naming a private address or localhost outright is refused
 * now, and so (415) is one whose file extension names a type the kind does not take (`.exe` as
 * an image). A URL without such an extension has its type checked when fetched. A base64 data
 * URL must hold valid base64 (400) of a type that suits the kind (415) and at most 16 MB (413).
 */
export function checkMedia(type: MediaType, media: string, allowPrivate: boolean): CheckedMedia {
  const dataUrl = /^data:([\w.+-]+\/[\w.+-]+);base64,(.*)$/is.exec(media);
  if (!dataUrl) {
    const url = urlOf(media);
    if (namesLocalHost(url) && !allowPrivate) throw badRequest(MessagingMessages.mediaUrlPrivate);
    const named = mimeTypeOfPath(url.pathname);
    if (named) checkFits(type, named);
    return { kind: 'url', url: media };
  }
  const mimeType = (dataUrl[1] as string).toLowerCase();
  checkFits(type, mimeType);
  const base64 = (dataUrl[2] as string).replace(/\s/g, '');
  if ((base64.length * 3) / 4 > MAX_MEDIA_BYTES + 3) throw tooLarge();
  if (base64.length === 0 || base64.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) {
    throw badRequest(MessagingMessages.mediaNotBase64);
  }
  const bytes = Buffer.from(base64, 'base64');
  checkMediaFile(type, mimeType, bytes.length);
  return { kind: 'inline', mimeType, bytes };
}

/** Checks a file we have (inline, uploaded, stored): of a type that suits the kind (415), at most 16 MB (413). */
export function checkMediaFile(type: MediaType, mimeType: string, size: number): void {
  checkFits(type, mimeType);
  if (size > MAX_MEDIA_BYTES) throw tooLarge();
}
