import { MessagingMessages } from '@chatgate/contracts';
import type { FastifyReply } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { notFound } from '../../http/app-error';
import { fileSize, sendDownload } from '../../http/file-download';
import type { MediaStore } from './media-store';

/** A message's file in the media store: its reference and the name it was sent under. */
export interface StoredMediaRef {
  ref: string;
  fileName?: string | null;
}

/**
 * Sends a message's stored file (404 when it has none or it is gone), typed by its bytes, not by
 * the sender's word, and named as sent or after the message.
 */
export async function sendStoredMedia(
  reply: FastifyReply,
  store: MediaStore,
  file: StoredMediaRef | null | undefined,
  messageId: string,
): Promise<FastifyReply> {
  const path = file && store.pathOf(file.ref);
  if (!file || !path) throw notFound(MessagingMessages.noMedia);
  const size = await fileSize(path);
  if (size === null) throw notFound(MessagingMessages.mediaGone);
  const kind = await fileTypeFromFile(path);
  const name = file.fileName ?? `${messageId}.${kind?.ext ?? 'bin'}`;
  const mimeType = kind?.mime ?? 'application/octet-stream';
  return sendDownload(reply, { path, size, mimeType, name }, 'private, max-age=86400');
}
