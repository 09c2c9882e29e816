import { z } from 'zod';

/**
 * The OpenAPI answers of the calls that answer something other than JSON: a file in its own
 * media type, a redirect to one, a stream of Server-Sent Events. Fastify sends these bodies as
 * they are (a stream, a buffer), so the schemas only describe them.
 */

/** The bytes: a buffer or a stream the route sends, `string` of format `binary` in the document. */
const BYTES = z.custom<Buffer | NodeJS.ReadableStream>().meta({ type: 'string', format: 'binary' });

/** A file someone sent or uploaded, typed by what its content is (application/octet-stream when unknown). */
export const ANY_FILE = ['image/*', 'audio/*', 'video/*', 'application/*', 'text/*'] as const;
export const IMAGE = ['image/*'] as const;

/** A status's answer that is a file of one of `types`. */
export function fileAnswer(description: string, types: readonly string[] = ANY_FILE) {
  return { description, content: Object.fromEntries(types.map((type) => [type, { schema: BYTES }])) };
}

/** A status's answer that sends the client elsewhere, with no body. */
export function redirectAnswer(description: string) {
  return z.null().meta({
    description,
    headers: { Location: { type: 'string', format: 'uri', description: 'Where the file is' } },
  });
}

/** A status's answer that is a stream of Server-Sent Events. */
export function eventStreamAnswer(description: string) {
  return { description, content: { 'text/event-stream': { schema: z.string() } } };
}

/** A request body that is a file itself, in its own type: documented, not validated. */
export const FILE_BODY = BYTES;
