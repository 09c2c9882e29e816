import { GenericMessages } from '@chatgate/contracts';
import {
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { greenApiErrorShape } from '../surfaces/green-api/errors';
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

/**
 * A path the router cannot match (a badly encoded character, a part over 100 characters): in the
 * API a 400 in the shape of every other refusal, instead of Fastify's own body echoing the path;
 * elsewhere a plain Not found, as for a file that is not there (no browser asks for such a page).
 */
function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const greenApi = request.url.startsWith('/waInstance');
  if (!request.url.startsWith('/api/') && !greenApi)
    return reply.code(404).type('text/plain').send('Not found');
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? GenericMessages.pathPartTooLong : GenericMessages.badUrl;
  const answer = { status: 400, body: { message, code: 'BAD_REQUEST' as const }, headers: {} };
  // Green-API's addresses answer in its error shape (decision 0034).
  const { status, body } = greenApi ? greenApiErrorShape(answer, request) : answer;
  return reply.code(status).send(body);
}

/** What every Chatgate HTTP server (API or worker) is made with. */
export function serverOptions(logger: FastifyServerOptions['logger']) {
  return {
    logger,
    logController: new AccessLog(),
    frameworkErrors,
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Node checks these limits every connectionsCheckingInterval (30 s unless told).
    http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: 1_000 },
  };
}
