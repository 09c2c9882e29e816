import {
  EditMessageRequestSchema,
  ForwardMessageRequestSchema,
  MessageIdParamsSchema,
  MessageViewSchema,
  SendAcceptedSchema,
} from '@chatgate/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ApiToken, requireActiveToken, tokenKey } from '../../http/api-key-guard';
import { errorResponses } from '../../http/error-responses';
import { countedAfter, countedBy, type WithLimiter } from '../../http/rate-limit';
import { guardEveryRoute } from '../../http/security-scheme';
import { idempotencyOf } from './http-send';
import {
  deleteMessage,
  editSentMessage,
  forwardMessage,
  type MessageChangeDeps,
} from './message-changes.service';
import { toMessageView } from './message-view';
import type { SendDeps } from './send-message.service';

const tags = ['messages'];
const errors = errorResponses(400, 401, 402, 403, 404, 409, 422, 429, 501);
const tokenOf = (request: FastifyRequest) => request.apiToken as ApiToken;

/**
 * Changing a message the token has: edit it, delete it (cancel while queued, for everyone once
 * sent) and forward it. Every call counts against the key's rate limit; editing and forwarding
 * act for the token, so they need it active (402, uncounted) like a send, while DELETE works on
 * any token, as cancelling a queued message always did.
 */
export const messageChangesRoutes: FastifyPluginAsyncZod<SendDeps & MessageChangeDeps & WithLimiter> = async (
  app,
  deps,
) => {
  guardEveryRoute(app, app.requireApiKey);
  const acting = countedAfter([requireActiveToken], deps.limiter, tokenKey);
  const counted = countedBy(deps.limiter, tokenKey);

  app.patch(
    '/messages/:id',
    {
      ...acting,
      schema: {
        tags,
        operationId: 'editMessage',
        summary: 'Edit a text message you sent',
        description:
          'Changes the text of a text message the token sent, within 15 minutes of its sending (409 later). The recipient sees the new text marked edited; `message.edited` is sent to the token (and to a receiving token).',
        params: MessageIdParamsSchema,
        body: EditMessageRequestSchema,
        response: { 200: MessageViewSchema, ...errors },
      },
    },
    async (request) =>
      toMessageView(await editSentMessage(deps, tokenOf(request).id, request.params.id, request.body.body)),
  );

  app.delete(
    '/messages/:id',
    {
      ...counted,
      schema: {
        tags,
        operationId: 'deleteMessage',
        summary: 'Cancel a queued message, or delete a sent one for everyone',
        description:
          'A queued message is cancelled: it fails with the reason "cancelled". A sent one is deleted for everyone (revoked) within 2 days of its sending (409 later): the recipient sees "This message was deleted", and `message.revoked` is sent.',
        params: MessageIdParamsSchema,
        response: { 200: MessageViewSchema, ...errors },
      },
    },
    async (request) => toMessageView(await deleteMessage(deps, tokenOf(request).id, request.params.id)),
  );

  app.post(
    '/messages/:id/forward',
    {
      ...acting,
      schema: {
        tags,
        operationId: 'forwardMessage',
        summary: 'Forward a message',
        description:
          'Forwards a text, media, location or contact message the token sent or received to `to`, as a new message marked forwarded. It is queued like every send (202), and an `Idempotency-Key` makes a retry send nothing twice.',
        params: MessageIdParamsSchema,
        body: ForwardMessageRequestSchema,
        idempotent: true,
        response: { 202: SendAcceptedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { params, body } = request;
      const options = { idempotency: idempotencyOf(request) };
      const answer = await forwardMessage(deps, tokenOf(request), params.id, body.to, options);
      return reply.status(202).send(answer);
    },
  );
};
