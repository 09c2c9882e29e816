import { MAX_MEDIA_BYTES, type MediaType, MessagingMessages } from '@chatgate/contracts';
import { AppError, badRequest } from '../../http/app-error';
import { namesLocalHost } from '../../security/private-address';

/** Accepted MIME types per media kind; archives travel as documents. */
const ALLOWED: Record<MediaType, RegExp> = {
  image: /^image\/(jpeg|png|webp|gif)$/,
  audio: /^audio\/(mpeg|mp4|aac|ogg|opus|amr|wav|x-wav)$/,
  video: /^video\/(mp4|3gpp|quicktime|webm)$/,
  document: /^(application\/(pdf|msword|vnd\.[\w.+-]+|rtf|json|xml)|text\/(plain|csv|html|xml))$/,
  archive:
    /^application\/(zip|x-zip-compressed|x-rar-compressed|vnd\.rar|x-7z-compressed|x-tar|gzip|x-gzip)$/,
};

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

/**
 * Checks a media value. An https URL is fetched by the engine when sending (through a lookup
 * that refuses private addresses); one naming a private address or localhost outright is refused
 * now. A base64 data URL must hold valid base64 (400) of a type that suits the kind (415) and
 * at most 16 MB (413).
 */
export function checkMedia(type: MediaType, media: string, allowPrivate: boolean): CheckedMedia {
  const dataUrl = /^data:([\w.+-]+\/[\w.+-]+);base64,(.*)$/is.exec(media);
  if (!dataUrl) {
    if (namesLocalHost(urlOf(media)) && !allowPrivate) throw badRequest(MessagingMessages.mediaUrlPrivate);
    return { kind: 'url', url: media };
  }
  const mimeType = (dataUrl[1] as string).toLowerCase();
  if (!ALLOWED[type].test(mimeType)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${MessagingMessages.mediaTypeUnsupported}: ${mimeType} as ${type}`,
      415,
    );
  }
  const base64 = (dataUrl[2] as string).replace(/\s/g, '');
  if ((base64.length * 3) / 4 > MAX_MEDIA_BYTES + 3) throw tooLarge();
  if (base64.length === 0 || base64.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) {
    throw badRequest(MessagingMessages.mediaNotBase64);
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_MEDIA_BYTES) throw tooLarge();
  return { kind: 'inline', mimeType, bytes };
}
