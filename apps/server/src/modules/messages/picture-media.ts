import { MessagingMessages } from '@chatgate/contracts';
import { guardedMediaDispatcher } from '../../engines/baileys/media-fetch';
import { fetchOutgoingMedia } from '../../engines/baileys/outgoing-media';
import { PictureTypeError, profilePictureJpeg } from '../../engines/profile-picture';
import { AppError, badRequest } from '../../http/app-error';
import { checkMedia } from './media-check';

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', MessagingMessages.mediaUrlTooLarge, 413);

/**
 * The image's bytes: inline (checked as /send/media checks an image), or fetched from its https
 * URL through the dispatcher that refuses private addresses, at most 16 MB (413), of an image
 * type by its Content-Type or first bytes. `notAPicture` is the 415 for anything else.
 */
async function pictureBytes(media: string, allowPrivate: boolean, notAPicture: () => AppError) {
  let checked: ReturnType<typeof checkMedia>;
  try {
    checked = checkMedia('image', media, allowPrivate);
  } catch (error) {
    if (error instanceof AppError && error.status === 415) throw notAPicture();
    throw error;
  }
  if (checked.kind === 'inline') return checked.bytes;
  const message = { id: '', to: '', kind: 'media', mediaType: 'image', media: checked.url } as const;
  const fetched = await fetchOutgoingMedia(message, {
    dispatcher: guardedMediaDispatcher(allowPrivate),
  } as RequestInit).catch((error: unknown) => {
    throw badRequest(
      `The picture could not be fetched: ${error instanceof Error ? error.message : 'no answer'}`,
    );
  });
  if (fetched && 'refused' in fetched && fetched.refused === MessagingMessages.mediaUrlTooLarge)
    throw tooLarge();
  if (!fetched || 'refused' in fetched) throw notAPicture();
  return fetched.bytes;
}

/**
 * A profile or group picture given as /send/media takes an image (a base64 data URL or an https
 * URL), made a 640x640 JPEG of its centre square; 415 (`notAPicture`) unless it is a JPEG, PNG or
 * WebP by its bytes.
 */
export async function pictureJpegOf(
  media: string,
  allowPrivate: boolean,
  notAPicture: () => AppError,
): Promise<Buffer> {
  const bytes = await pictureBytes(media, allowPrivate, notAPicture);
  return profilePictureJpeg(bytes).catch((error: unknown) => {
    throw error instanceof PictureTypeError ? notAPicture() : error;
  });
}
