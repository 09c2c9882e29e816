import { MAX_RECEIVED_FILE_MB } from '@chatgate/contracts';
import { downloadMediaMessage, type WAMessage } from '@whiskeysockets/baileys';
import type { MediaStore } from '../../modules/media/media-store';
import type { IncomingFile } from '../engine-events';
import type { BaileysSocket } from './baileys-socket';
import { mediaOf } from './incoming-message';

/** The largest received file we keep (WhatsApp allows 2 GB documents; we keep up to this). */
export const MAX_INCOMING_MEDIA_BYTES = MAX_RECEIVED_FILE_MB * 1024 * 1024;

export class MediaTooLargeError extends Error {
  constructor() {
    super(`The file is larger than ${MAX_RECEIVED_FILE_MB} MB and was not kept.`);
    this.name = 'MediaTooLargeError';
  }
}

export interface MediaDownload {
  /** Asks the sender's phone to upload an expired file again. */
  socket: BaileysSocket;
  store: MediaStore;
  /** The guarded dispatcher: the sender chooses the URL in the message. */
  fetchOptions?: RequestInit;
  maxBytes?: number;
}

/** WhatsApp answers 404 or 410 for a file that expired from its media servers. */
function isGone(error: unknown): boolean {
  const status = (error as { output?: { statusCode?: number } } | null)?.output?.statusCode;
  return status === 404 || status === 410;
}

/**
 * Downloads and decrypts the file a received message carries and keeps it in our media store
 * (WhatsApp's links expire; an expired one is asked of the sender's phone again). Undefined when
 * the message carries none.
 */
export async function downloadIncomingFile(
  message: WAMessage,
  { socket, store, fetchOptions, maxBytes = MAX_INCOMING_MEDIA_BYTES }: MediaDownload,
): Promise<IncomingFile | undefined> {
  const media = mediaOf(message);
  if (!media) return undefined;
  const open = (msg: WAMessage) =>
    downloadMediaMessage(msg, 'stream', fetchOptions ? { options: fetchOptions } : {});
  // Baileys' own retry looks for `error.status`, which its fetch errors (Booms) do not carry.
  const stream = await open(message).catch(async (error: unknown) => {
    if (!isGone(error)) throw error;
    return open(await socket.updateMediaMessage(message));
  });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > maxBytes) {
      stream.destroy();
      throw new MediaTooLargeError();
    }
    chunks.push(chunk);
  }
  const ref = await store.save(Buffer.concat(chunks));
  return { ref, mimeType: media.mimetype, size, ...(media.fileName ? { fileName: media.fileName } : {}) };
}
