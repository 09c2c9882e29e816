import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './content-disposition';

/** A file on disk to send: its detected type (never one a client claimed) and the name to save it as. */
export interface Download {
  path: string;
  size: number;
  mimeType: string;
  name: string;
}

/** The size of the regular file at `path`; null when there is none. */
export function fileSize(path: string): Promise<number | null> {
  return stat(path).then(
    (s) => (s.isFile() ? s.size : null),
    () => null,
  );
}

/**
 * Sends a file someone else supplied so that a browser never runs it as our page: saved as an
 * attachment, its type not sniffed, and sandboxed with nothing allowed if it is opened anyway.
 */
export function sendDownload(reply: FastifyReply, file: Download, cacheControl: string): FastifyReply {
  return reply
    .header('content-type', file.mimeType)
    .header('content-length', file.size)
    .header('content-disposition', attachmentDisposition(file.name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', cacheControl)
    .send(createReadStream(file.path));
}
