import { MAX_MEDIA_BYTES, type MediaType, MessagingMessages } from '@chatgate/contracts';
import { AppError } from '../../http/app-error';

/** Accepted MIME types per media kind; archives travel as documents. */
const ALLOWED: Record<MediaType, RegExp> = {
  image: /^image\/(jpeg|png|webp|gif)$/,
  audio: /^audio\/(mpeg|mp4|aac|ogg|opus|amr|wav|x-wav)$/,
  video: /^video\/(mp4|3gpp|quicktime|webm)$/,
  document: /^(application\/(pdf|msword|vnd\.[\w.+-]+|rtf|json|xml)|text\/(plain|csv|html|xml))$/,
  archive:
    /^application\/(zip|x-zip-compressed|x-rar-compressed|vnd\.rar|x-7z-compressed|x-tar|gzip|x-gzip)$/,
};

/**
 * Checks a media value: an https URL (fetched by the engine when sending) or a base64 data URL
 * whose type must suit the kind (415) and whose size must stay under 16 MB (413).
 */
export function checkMedia(type: MediaType, media: string): void {
  const dataUrl = /^data:([\w.+-]+\/[\w.+-]+);base64,(.*)$/is.exec(media);
  if (!dataUrl) return;
  const mime = (dataUrl[1] as string).toLowerCase();
  if (!ALLOWED[type].test(mime)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${MessagingMessages.mediaTypeUnsupported}: ${mime} as ${type}`,
      415,
    );
  }
  const base64 = (dataUrl[2] as string).replace(/\s/g, '');
  const bytes =
    Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
  if (bytes > MAX_MEDIA_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', MessagingMessages.mediaTooLarge, 413);
}
