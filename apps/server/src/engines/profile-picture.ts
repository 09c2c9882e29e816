import { PROFILE_PICTURE_SIZE } from '@chatgate/contracts';
import sharp from 'sharp';

/** The file is not a JPEG, PNG or WebP image (by its bytes, whatever its declared type). */
export class PictureTypeError extends Error {
  constructor() {
    super('not a JPEG, PNG or WebP image');
  }
}

const TAKEN = new Set(['jpeg', 'png', 'webp']);

/**
 * A profile picture as WhatsApp keeps one: the image turned upright (EXIF), cropped to its
 * centre square and scaled to 640x640, as a JPEG. Anything that is not a decodable JPEG, PNG or
 * WebP is a PictureTypeError.
 */
export async function profilePictureJpeg(bytes: Buffer): Promise<Buffer> {
  const format = await sharp(bytes)
    .metadata()
    .then((m) => m.format as string)
    .catch(() => undefined);
  if (!format || !TAKEN.has(format)) throw new PictureTypeError();
  return sharp(bytes)
    .rotate()
    .resize(PROFILE_PICTURE_SIZE, PROFILE_PICTURE_SIZE, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85 })
    .toBuffer()
    .catch(() => {
      throw new PictureTypeError();
    });
}
