import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { loggableUrl } from './loggable-url';

export const BODY_LIMIT_BYTES = 1024 * 1024;
/** A client has this long to send a request's headers (slow-loris sockets are closed with a 408). */
export const HEADERS_TIMEOUT_MS = 10_000;
/** ...and this long for the whole request, body included (a 23 MB media upload on a slow line). Not the response: event streams last. */
export const REQUEST_TIMEOUT_MS = 120_000;

/**
 * One line per answered request, with what Fastify's two ("incoming request", "request
 * completed", and a third for an unknown route) said between them: method, URL, client address,
 * status and time taken. Link secrets in the URL are left out.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: loggableUrl(request.url),
      ip: request.ip,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}

/** What every Chatgate HTTP server (API or worker) is made with. */
export function serverOptions(logger: FastifyServerOptions['logger']) {
  return {
    logger,
    logController: new AccessLog(),
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Node checks these limits every connectionsCheckingInterval (30 s unless told).
    http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: 1_000 },
  };
}
