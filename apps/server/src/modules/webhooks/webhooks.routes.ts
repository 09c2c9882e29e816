import {
  ErrorResponseSchema,
  MessageResponseSchema,
  WebhookDeliverySchema,
  WebhookSaveSchema,
  WebhookSettingsSchema,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiToken } from '../../http/api-key-guard';
import * as service from './webhooks.service';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};

/** Webhook settings and deliveries of the key's token, under /api/v1/instance/webhook. */
export const webhookRoutes: FastifyPluginAsyncZod<service.WebhookDeps> = async (app, deps) => {
  app.addHook('onRequest', app.requireApiKey);
  const insid = (request: { apiToken: ApiToken | null }) => (request.apiToken as ApiToken).id;
  const tags = ['webhooks'];

  app.get('/', { schema: { tags, response: { 200: WebhookSettingsSchema, ...errors } } }, async (request) =>
    service.webhookSettings(deps, insid(request)),
  );
  app.put(
    '/',
    { schema: { tags, body: WebhookSaveSchema, response: { 200: WebhookSettingsSchema, ...errors } } },
    async (request) => service.saveWebhook(deps, insid(request), request.body.url, request.body.events),
  );
  app.post(
    '/secret',
    { schema: { tags, response: { 200: z.object({ secret: z.string() }), ...errors } } },
    async (request) => service.rotateSecret(deps, insid(request)),
  );
  app.post(
    '/test',
    {
      schema: { tags, response: { 200: z.object({ message: z.string(), eventId: z.string() }), ...errors } },
    },
    async (request) => service.sendTestEvent(deps, insid(request)),
  );
  app.get(
    '/deliveries',
    {
      schema: {
        tags,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: z.object({ result: z.array(WebhookDeliverySchema) }), ...errors },
      },
    },
    async (request) => service.deliveries(deps, insid(request), request.query.limit),
  );
  app.post(
    '/deliveries/:id/replay',
    {
      schema: {
        tags,
        params: z.object({ id: z.uuid() }),
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => service.replay(deps, insid(request), request.params.id),
  );
};
