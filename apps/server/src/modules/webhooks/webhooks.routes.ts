import { ErrorResponseSchema, MessageResponseSchema } from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiToken } from '../../http/api-key-guard';
import { EVENT_TYPES } from '../events/events.service';
import * as service from './webhooks.service';

const SettingsSchema = z.object({
  url: z.string().nullable(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  disabledReason: z.string().nullable(),
  /** Present once: when the endpoint is first created. */
  secret: z.string().optional(),
});
const SaveSchema = z.object({
  url: z.string({ error: 'url is required' }).trim().min(1, 'url is required').max(2048),
  events: z
    .array(z.enum(EVENT_TYPES))
    .min(1, 'Choose at least one event')
    .default([...EVENT_TYPES]),
});
const DeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  type: z.string(),
  seq: z.number(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.number(),
  lastStatusCode: z.number().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
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

  app.get('/', { schema: { tags, response: { 200: SettingsSchema, ...errors } } }, async (request) =>
    service.webhookSettings(deps, insid(request)),
  );
  app.put(
    '/',
    { schema: { tags, body: SaveSchema, response: { 200: SettingsSchema, ...errors } } },
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
        response: { 200: z.object({ result: z.array(DeliverySchema) }), ...errors },
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
