import type { GreenApiSent } from '@chatgate/contracts';
import type { FastifyRequest } from 'fastify';
import type { ApiToken } from '../../http/api-key-guard';
import { idempotencyOf } from '../../modules/messages/http-send';
import type { QueuedContent } from '../../modules/messages/outbound-queue.service';
import { type SendDeps, type SendOptions, sendMessage } from '../../modules/messages/send-message.service';

/**
 * A given Idempotency-Key (Green-API has none), bound to the method rather than the request's
 * path: the path holds the API key, which must not be stored with the claim.
 */
export function greenApiIdempotency(request: FastifyRequest, suffix = ''): SendOptions['idempotency'] {
  const given = idempotencyOf(request);
  return given && { key: `${given.key}${suffix}`, scope: request.routeOptions.url ?? 'green-api' };
}

/** A Green-API send: the caller's token and the content to the one send service, its id as idMessage. */
export function greenApiSend(deps: SendDeps) {
  return async (
    request: FastifyRequest,
    content: QueuedContent,
    prepare?: SendOptions['prepare'],
  ): Promise<GreenApiSent> => {
    const token = request.apiToken as ApiToken;
    const accepted = await sendMessage(deps, token, content, {
      idempotency: greenApiIdempotency(request),
      prepare,
    });
    return { idMessage: accepted.id };
  };
}
