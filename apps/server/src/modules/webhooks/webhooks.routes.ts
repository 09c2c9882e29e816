import {
  MessageResponseSchema,
  WebhookDeliveriesQuerySchema,
  WebhookDeliveriesResponseSchema,
  WebhookSaveSchema,
  WebhookSettingsSchema,
  WebhookTestResponseSchema,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { countedBy, type WithLimiter } from '../../http/rate-limit';
import { guardEveryRoute } from '../../http/security-scheme';
import { InsidQuery, type TokenCaller, tokenCaller, twinOperation } from '../../http/token-caller';
import { ownedTokenId } from '../instances/instances.service';
import * as service from './webhooks.service';

export interface WebhookRouteOptions extends service.WebhookDeps, WithLimiter {
  caller: TokenCaller;
}

const errors = errorResponses(400, 401, 403, 404);
const countedErrors = { ...errors, ...errorResponses(409, 429) };

/**
 * Webhook settings and deliveries of one token, for the customer API (/api/v1/instance/webhook,
 * by API key) and for the dashboard (/api/v1/dash/wa/webhook?insid=, by session).
 */
export const webhookRoutes: FastifyPluginAsyncZod<WebhookRouteOptions> = async (
  app,
  { caller, limiter, ...deps },
) => {
  const { guard, tokenId: insid } = tokenCaller(app, caller, ownedTokenId(deps.db));
  guardEveryRoute(app, guard);
  const tags = ['webhooks'];
  // A test or a replay sends a request to the webhook URL, which can be anyone's: each counts
  // against the token's rate limit, as a send does, so no caller can make them without end.
  const counted = countedBy(limiter, insid);

  app.get(
    '/',
    {
      schema: {
        tags,
        ...twinOperation(caller, 'getWebhook', 'Get the webhook settings'),
        querystring: InsidQuery,
        response: { 200: WebhookSettingsSchema, ...errors },
      },
    },
    async (request) => service.webhookSettings(deps, await insid(request)),
  );
  app.put(
    '/',
    {
      schema: {
        tags,
        ...twinOperation(caller, 'updateWebhook', 'Change the webhook settings'),
        description:
          'Sets where the token’s events are pushed and which; the first save answers the signing secret (`secret`), shown this once.',
        querystring: InsidQuery,
        body: WebhookSaveSchema,
        response: { 200: WebhookSettingsSchema, ...errors },
      },
    },
    async (request) => service.saveWebhook(deps, await insid(request), request.body),
  );
  app.delete(
    '/',
    {
      schema: {
        tags,
        ...twinOperation(caller, 'deleteWebhook', 'Remove the webhook'),
        querystring: InsidQuery,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => service.removeWebhook(deps, await insid(request)),
  );
  app.post(
    '/secret',
    {
      schema: {
        tags,
        ...twinOperation(caller, 'rotateWebhookSecret', "Rotate the webhook's signing secret"),
        description:
          'Answers the new secret, shown this once. For 24 hours deliveries carry a signature by the previous secret beside the new one (`webhook-signature` lists both), so a receiver still holding the old secret verifies them until it is redeployed.',
        querystring: InsidQuery,
        response: { 200: z.object({ secret: z.string() }), ...errors },
      },
    },
    async (request) => service.rotateSecret(deps, await insid(request)),
  );
  app.post(
    '/test',
    {
      ...counted,
      schema: {
        tags,
        ...twinOperation(caller, 'sendTestEvent', 'Send a test event'),
        description:
          'Appends a test event to the token’s event log and queues its delivery to the webhook; follow it in the deliveries by `eventId`.',
        querystring: InsidQuery,
        response: { 200: WebhookTestResponseSchema, ...countedErrors },
      },
    },
    async (request) => service.sendTestEvent(deps, await insid(request)),
  );
  app.get(
    '/deliveries',
    {
      schema: {
        tags,
        ...twinOperation(caller, 'listWebhookDeliveries', 'List webhook deliveries'),
        querystring: InsidQuery.extend(WebhookDeliveriesQuerySchema.shape),
        response: { 200: WebhookDeliveriesResponseSchema, ...errors },
      },
    },
    async (request) => service.deliveries(deps, await insid(request), request.query),
  );
  app.post(
    '/deliveries/:id/replay',
    {
      ...counted,
      schema: {
        tags,
        ...twinOperation(caller, 'replayWebhookDelivery', 'Replay a delivery'),
        description:
          'Queues the delivery again at once, whatever its status: the deliverer posts its event again and records the attempt.',
        querystring: InsidQuery,
        params: z.object({
          id: z
            .uuid()
            .meta({ description: 'The delivery’s `id`', examples: ['7a1c3e5f-2b4d-4f6a-8c9e-0d2f4a6c8e1b'] }),
        }),
        response: { 200: MessageResponseSchema, ...countedErrors },
      },
    },
    async (request) => service.replay(deps, await insid(request), request.params.id),
  );
};
