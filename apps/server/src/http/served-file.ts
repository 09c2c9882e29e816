/** Page text ready to send in any encoding a browser accepts; each encoding is made once, when first asked. */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip' | 'identity';

export interface ServedFile {
  encoded(encoding: Encoding): Promise<Buffer>;
}

/**
 * `kept`: files held for the life of the process, compressed as small as possible once;
 * `once`: a page made for one request (from the database), compressed quickly.
 */
export type Lifetime = 'kept' | 'once';

/** The best encoding the client accepts of those every served file has. */
function encodingFor(request: FastifyRequest): Encoding {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

/** The headers of every served file: revalidated on each use, its bytes chosen by Accept-Encoding. */
export const setServedHeaders = (reply: FastifyReply): FastifyReply =>
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');

/** The file's bytes in the best encoding the client accepts, with the headers that say so. */
export function encodedFor(request: FastifyRequest, reply: FastifyReply, file: ServedFile): Promise<Buffer> {
  const encoding = encodingFor(request);
  setServedHeaders(reply);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return file.encoded(encoding);
}

/**
 * Brotli's best quality costs about 4.4 s a megabyte (the API reference's 4.3 MB script: 19 s),
 * too long for a visitor to wait on; quality 5 takes 0.45 s for a result 16 % larger.
 */
const BROTLI_BEST_UP_TO_BYTES = 1_000_000;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const COMPRESS: Record<
  Lifetime,
  Record<Exclude<Encoding, 'identity'>, (content: Buffer) => Promise<Buffer>>
> = {
  kept: {
    gzip: (content) => gzipAsync(content, { level: 9 }),
    br: (content) =>
      brotliAsync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: content.length <= BROTLI_BEST_UP_TO_BYTES ? 11 : 5 },
      }),
  },
  once: {
    gzip: (content) => gzipAsync(content, { level: 6 }),
    br: (content) => brotliAsync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  },
};

export function served(content: string, lifetime: Lifetime = 'kept'): ServedFile {
  const identity = Buffer.from(content);
  const made = new Map<Encoding, Promise<Buffer>>([['identity', Promise.resolve(identity)]]);
  return {
    encoded(encoding) {
      let result = made.get(encoding);
      if (!result) {
        result = COMPRESS[lifetime][encoding as Exclude<Encoding, 'identity'>](identity);
        made.set(encoding, result);
      }
      return result;
    },
  };
}
