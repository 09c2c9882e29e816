import { STICKER_SIZE } from '@chatgate/contracts';
import sharp from 'sharp';

/** The file is not a WebP, PNG or JPEG image (by its bytes, whatever its name or declared type). */
export class StickerTypeError extends Error {
  constructor() {
    super('not a WebP, PNG or JPEG image');
  }
}

/** The sticker fitted inside a transparent square, as WhatsApp shows stickers. */
function toSquareWebp(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes)
    .resize(STICKER_SIZE, STICKER_SIZE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .webp()
    .toBuffer();
}

/**
 * A sticker's file as WhatsApp takes it: a WebP goes as is (an animated one included); a PNG or
 * JPEG becomes a 512x512 WebP, fitted inside with transparent padding. Anything else, a GIF
 * included, and a PNG or JPEG that does not decode, is a StickerTypeError.
 */
export async function stickerWebp(bytes: Buffer): Promise<Buffer> {
  const format = await sharp(bytes)
    .metadata()
    .then((m) => m.format as string)
    .catch(() => undefined);
  if (format === 'webp') return bytes;
  // A file that names itself a PNG or JPEG but does not decode (cut short, too many pixels) is none.
  if (format === 'png' || format === 'jpeg')
    return toSquareWebp(bytes).catch(() => {
      throw new StickerTypeError();
    });
  throw new StickerTypeError();
}
