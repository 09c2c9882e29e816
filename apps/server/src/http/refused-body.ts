import type { FastifyReply, FastifyRequest } from 'fastify';

/** The most of a refused body the server reads and throws away so that its client hears the 413. */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
/** How long a connection the client asked to close stays open after the 413, for the rest of the body. */
const LINGER_MS = 10_000;

/**
 * A body refused for its declared length (413 before any of it was read) is read and thrown away
 * instead of the connection being closed on it, as Fastify does. Closing a socket that still has
 * unread data makes the kernel reset the connection, which can reach the client before the 413:
 * curl and Node's http then report a reset instead of the answer, for about half of the uploads
 * over the limit measured here. Up to DRAIN_MAX_BYTES declared; a bigger or unannounced
 * (chunked) body still has its connection closed at once.
 */
export function drainRefusedBody(request: FastifyRequest, reply: FastifyReply): void {
  const declared = Number(request.headers['content-length']);
  if (request.raw.readableDidRead || !(declared <= DRAIN_MAX_BYTES)) return;
  // Without `connection: close`, Node reads what is left of the request once the answer is sent,
  // and keeps the connection.
  reply.removeHeader('connection');
  // A client that asked to close gets a lingering close instead (as nginx does): the answer, then
  // our end of the connection, while its body is still read until it closes its end.
  const socket = request.raw.socket;
  socket.destroySoon = () => {
    socket.end();
    socket.setTimeout(LINGER_MS, () => socket.destroy());
    socket.once('end', () => socket.destroy());
  };
}
