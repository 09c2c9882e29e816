import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiToken } from '../../http/api-key-guard';
import type { QueuedContent } from './outbound-queue.service';
import { type IdempotencyKey, type SendDeps, type SendOptions, sendMessage } from './send-message.service';

/** The Idempotency-Key of an HTTP send call, bound to the call's path (a repeat on another path is a 422). */
export function idempotencyOf(request: FastifyRequest): IdempotencyKey | undefined {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' ? { key, scope: request.url.split('?')[0] as string } : undefined;
}

/**
 * The HTTP side of the API's send calls: the caller's token and Idempotency-Key to the send
 * service, its answer back as 202. The route's preHandlers have found the token active.
 */
export function httpSend(deps: SendDeps) {
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    content: QueuedContent,
    prepare?: SendOptions['prepare'],
  ) => {
    const token = request.apiToken as ApiToken;
    const answer = await sendMessage(deps, token, content, { idempotency: idempotencyOf(request), prepare });
    return reply.status(202).send(answer);
  };
}
