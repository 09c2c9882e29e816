import {
  ChatParamsSchema,
  PresenceRequestSchema,
  PresenceResponseSchema,
  PresenceSubscribeRequestSchema,
  PresenceSubscribeResponseSchema,
} from '@chatgate/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ApiToken, requireActiveToken, tokenKey } from '../../http/api-key-guard';
import { errorResponses } from '../../http/error-responses';
import { countedAfter, type WithLimiter } from '../../http/rate-limit';
import { guardEveryRoute } from '../../http/security-scheme';
import { type PresenceDeps, sendPresence, subscribePresence } from './presence.service';

const tokenOf = (request: FastifyRequest) => (request.apiToken as ApiToken).id;

/**
 * Presence: typing indicators and a contact's presence (decision 0028).
 * They act for the token, so they need it active (402, uncounted) and count against the key's
 * rate limit; an engine without the operation answers 501.
 */
export const presenceRoutes: FastifyPluginAsyncZod<PresenceDeps & WithLimiter> = async (app, deps) => {
  guardEveryRoute(app, app.requireApiKey);
  const acting = countedAfter([requireActiveToken], deps.limiter, tokenKey);

  app.post(
    '/chats/:chatId/presence',
    {
      ...acting,
      schema: {
        tags: ['presence'],
        operationId: 'sendPresence',
        summary: 'Show typing or recording in a chat',
        description:
          'Shows the token typing (`typing`) or recording a voice note (`recording`) under the chat’s name on the recipient’s phone, for about 10 seconds or until `paused` or a message of the token arrives. 409 when the token’s phone is not connected.',
        params: ChatParamsSchema,
        body: PresenceRequestSchema,
        response: { 200: PresenceResponseSchema, ...errorResponses(400, 401, 402, 403, 409, 429, 501) },
      },
    },
    async (request) => sendPresence(deps, tokenOf(request), request.params.chatId, request.body.state),
  );

  app.post(
    '/presence/subscribe',
    {
      ...acting,
      schema: {
        tags: ['presence'],
        operationId: 'subscribePresence',
        summary: 'Subscribe to a contact’s presence',
        description:
          'From now on the token receives `presence.update` events for the contact: available, unavailable, typing, recording, paused. WhatsApp tells presence only while the token’s session lives; subscribe again after it reconnects.',
        body: PresenceSubscribeRequestSchema,
        response: {
          200: PresenceSubscribeResponseSchema,
          ...errorResponses(400, 401, 402, 403, 409, 429, 501),
        },
      },
    },
    async (request) => subscribePresence(deps, tokenOf(request), request.body.chatId),
  );
};
