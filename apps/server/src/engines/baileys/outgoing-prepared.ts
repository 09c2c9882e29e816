import { PollMessages } from '@chatgate/contracts';
import type { Db } from '../../db/client';
import type { OutgoingMessage } from '../engine';
import { StickerTypeError, stickerWebp } from '../sticker-webp';
import { secretToSend } from './baileys-polls';
import type { FetchedFile } from './outgoing-content';
import { fetchOutgoingMedia } from './outgoing-media';

/** What a message needs before Baileys gets it (a fetched file, a poll's secret), or why it cannot go. */
export type Prepared = { fetched?: FetchedFile; pollSecret?: Uint8Array } | { refused: string };

/**
 * An image, audio or video URL is fetched and its type checked; a sticker URL likewise, then its
 * file converted as an inline sticker was (see `stickerWebp`); a poll gets its kept secret.
 */
export async function prepareOutgoing(
  db: Db,
  insid: string,
  message: OutgoingMessage,
  fetchOptions?: RequestInit,
): Promise<Prepared> {
  if (message.kind === 'poll')
    return { pollSecret: await secretToSend(db, insid, message.id, message.options) };
  if (message.kind === 'sticker') return stickerFile(message, fetchOptions);
  if (message.kind !== 'media') return {};
  const fetched = await fetchOutgoingMedia(message, fetchOptions);
  if (!fetched) return {};
  return 'refused' in fetched ? fetched : { fetched };
}

async function stickerFile(
  message: Extract<OutgoingMessage, { kind: 'sticker' }>,
  fetchOptions?: RequestInit,
): Promise<Prepared> {
  // A sticker sent inline was converted and checked when the call was made.
  if (!/^https?:/i.test(message.media)) return {};
  const asImage = {
    id: message.id,
    to: message.to,
    kind: 'media',
    mediaType: 'image',
    media: message.media,
  } as const;
  const fetched = await fetchOutgoingMedia(asImage, fetchOptions);
  if (!fetched) return {};
  if ('refused' in fetched) return { refused: PollMessages.stickerType };
  try {
    return { fetched: { bytes: await stickerWebp(fetched.bytes), mimeType: 'image/webp' } };
  } catch (error) {
    if (error instanceof StickerTypeError) return { refused: PollMessages.stickerType };
    throw error;
  }
}
