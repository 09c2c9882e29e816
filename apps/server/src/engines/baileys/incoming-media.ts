import { MAX_RECEIVED_FILE_MB, RECEIVED_MEDIA_ERRORS } from '@chatgate/contracts';
import { downloadMediaMessage, type WAMessage } from '@whiskeysockets/baileys';
import type { MediaStore } from '../../modules/media/media-store';
import type { IncomingFile } from '../engine-events';
import type { BaileysSocket } from './baileys-socket';
import { mediaOf } from './incoming-message';

/** The largest received file we keep (WhatsApp allows 2 GB documents; we keep up to this). */
export const MAX_INCOMING_MEDIA_BYTES = MAX_RECEIVED_FILE_MB * 1024 * 1024;

export class MediaTooLargeError extends Error {
  constructor() {
    super(RECEIVED_MEDIA_ERRORS.tooLarge);
    this.name = 'MediaTooLargeError';
  }
}

export interface MediaDownload {
  /** Asks the sender's phone to upload an expired or undecryptable file again. */
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

/** OpenSSL's words when the bytes served are not the file the message's key opens. */
const isUndecryptable = (error: unknown) => error instanceof Error && /bad decrypt/i.test(error.message);

/** Why a received file could not be kept, in the words the message view gives (RECEIVED_MEDIA_ERRORS). */
export function mediaErrorOf(error: unknown): string {
  if (error instanceof MediaTooLargeError) return RECEIVED_MEDIA_ERRORS.tooLarge;
  if (isGone(error)) return RECEIVED_MEDIA_ERRORS.expired;
  if (isUndecryptable(error)) return RECEIVED_MEDIA_ERRORS.undecryptable;
  return RECEIVED_MEDIA_ERRORS.failed;
}

/** The decrypted file, read whole (decryption fails while reading); refused past `maxBytes`. */
async function fetchFile(message: WAMessage, maxBytes: number, fetchOptions?: RequestInit): Promise<Buffer> {
  const stream = await downloadMediaMessage(message, 'stream', fetchOptions ? { options: fetchOptions } : {});
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
  return Buffer.concat(chunks);
}

/**
 * Downloads and decrypts the file a received message carries and keeps it in our media store.
 * WhatsApp's links expire, and a server can serve bytes that do not decrypt: then the sender's
 * phone is asked to upload it again (Baileys' `updateMediaMessage`), once; what still fails is
 * thrown (`mediaErrorOf` says why). Undefined when the message carries none.
 */
export async function downloadIncomingFile(
  message: WAMessage,
  { socket, store, fetchOptions, maxBytes = MAX_INCOMING_MEDIA_BYTES }: MediaDownload,
): Promise<IncomingFile | undefined> {
  const media = mediaOf(message);
  if (!media) return undefined;
  // Baileys' own retry looks for `error.status`, which its fetch errors (Booms) do not carry.
  const bytes = await fetchFile(message, maxBytes, fetchOptions).catch(async (error: unknown) => {
    if (!isGone(error) && !isUndecryptable(error)) throw error;
    const again = await socket.updateMediaMessage(message).catch(() => {
      throw error;
    });
    return fetchFile(again, maxBytes, fetchOptions);
  });
  const ref = await store.save(bytes);
  return {
    ref,
    mimeType: media.mimetype,
    size: bytes.length,
    ...(media.fileName ? { fileName: media.fileName } : {}),
  };
}
