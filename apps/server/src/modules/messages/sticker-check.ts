import { PollMessages, STICKER_MIME_TYPES } from '@chatgate/contracts';
import { StickerTypeError, stickerWebp } from '../../engines/sticker-webp';
import { AppError } from '../../http/app-error';
import { type CheckedMedia, checkMedia } from './media-check';

const notASticker = () => new AppError('UNSUPPORTED_MEDIA_TYPE', PollMessages.stickerType, 415);
const takes = (mimeType: string) => (STICKER_MIME_TYPES as readonly string[]).includes(mimeType);

/**
 * Checks a sticker's media as /send/media checks an image (URL rules, base64, size), and more: it
 * must be a WebP, PNG or JPEG (415 otherwise). A URL naming another type by its extension is
 * refused now; one without is fetched and checked when sent.
 */
export function checkSticker(media: string, allowPrivate: boolean): CheckedMedia {
  let checked: CheckedMedia;
  try {
    checked = checkMedia('image', media, allowPrivate);
  } catch (error) {
    if (error instanceof AppError && error.status === 415) throw notASticker();
    throw error;
  }
  if (checked.kind === 'url') {
    const extension = /\.(\w+)$/.exec(new URL(checked.url).pathname)?.[1]?.toLowerCase();
    if (extension && !['webp', 'png', 'jpg', 'jpeg'].includes(extension)) throw notASticker();
    return checked;
  }
  if (!takes(checked.mimeType)) throw notASticker();
  return checked;
}

/** An inline sticker's bytes as sent: a WebP as is, a PNG or JPEG converted (415 when the bytes are neither). */
export async function inlineStickerWebp(bytes: Buffer): Promise<Buffer> {
  try {
    return await stickerWebp(bytes);
  } catch (error) {
    if (error instanceof StickerTypeError) throw notASticker();
    throw error;
  }
}
