import { GROUP_PICTURE_SIZE, GroupAdminMessages } from '@chatgate/contracts';
import sharp from 'sharp';
import { AppError } from '../../http/app-error';
import { checkMedia } from '../messages/media-check';

const notAnImage = () => new AppError('UNSUPPORTED_MEDIA_TYPE', GroupAdminMessages.pictureNotImage, 415);

/**
 * A group picture as WhatsApp shows it: the image (a base64 data URL, at most 16 MB) cropped to
 * its centre square and made a 640x640 JPEG. 415 when the data URL's type or the bytes are not an
 * image sharp reads.
 */
export async function groupPictureJpeg(image: string): Promise<Buffer> {
  let checked: ReturnType<typeof checkMedia>;
  try {
    checked = checkMedia('image', image, false);
  } catch (error) {
    if (error instanceof AppError && error.status === 415) throw notAnImage();
    throw error;
  }
  if (checked.kind !== 'inline') throw notAnImage();
  try {
    return await sharp(checked.bytes)
      .rotate()
      .resize(GROUP_PICTURE_SIZE, GROUP_PICTURE_SIZE, { fit: 'cover' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    throw notAnImage();
  }
}
