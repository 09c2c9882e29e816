import {
  ErrorResponseSchema,
  MessageResponseSchema,
  WebhookDeliverySchema,
  WebhookSaveSchema,
  WebhookSettingsSchema,
} from '@chatgate/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiToken } from '../../http/api-key-guard';
import { badRequest } from '../../http/app-error';
import type { AuthenticatedUser } from '../../http/auth-guard';
import { ownedInstance } from '../instances/instances.service';
import * as service from './webhooks.service';

export interface WebhookRouteOptions extends service.WebhookDeps {
  /** apiKey: the key's token (customer API); session: the caller's token named by `insid` (dashboard). */
  caller: 'apiKey' | 'session';
}

const InsidQuery = z.object({ insid: z.string().max(64).optional() });
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};

/**
 * Webhook settings and deliveries of one token, for the customer API (/api/v1/instance/webhook,
 * by API key) and for the dashboard (/api/v1/dash/wa/webhook?insid=, by session).
 */
export const webhookRoutes: FastifyPluginAsyncZod<WebhookRouteOptions> = async (app, { caller, ...deps }) => {
  app.addHook('onRequest', caller === 'session' ? app.requireUser : app.requireApiKey);
  const insid = async (request: FastifyRequest & { query: z.infer<typeof InsidQuery> }): Promise<string> => {
    if (caller === 'apiKey') return (request.apiToken as ApiToken).id;
    if (!request.query.insid) throw badRequest('insid is required');
    return (await ownedInstance(deps.db, request.user as AuthenticatedUser, request.query.insid)).id;
  };
  const tags = ['webhooks'];

  app.get(
    '/',
    { schema: { tags, querystring: InsidQuery, response: { 200: WebhookSettingsSchema, ...errors } } },
    async (request) => service.webhookSettings(deps, await insid(request)),
  );
  app.put(
    '/',
    {
      schema: {
        tags,
        querystring: InsidQuery,
        body: WebhookSaveSchema,
        response: { 200: WebhookSettingsSchema, ...errors },
      },
    },
    async (request) => service.saveWebhook(deps, await insid(request), request.body.url, request.body.events),
  );
  app.post(
    '/secret',
    {
      schema: {
        tags,
        querystring: InsidQuery,
        response: { 200: z.object({ secret: z.string() }), ...errors },
      },
    },
    async (request) => service.rotateSecret(deps, await insid(request)),
  );
  app.post(
    '/test',
    {
      schema: {
        tags,
        querystring: InsidQuery,
        response: { 200: z.object({ message: z.string(), eventId: z.string() }), ...errors },
      },
    },
    async (request) => service.sendTestEvent(deps, await insid(request)),
  );
  app.get(
    '/deliveries',
    {
      schema: {
        tags,
        querystring: InsidQuery.extend({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: z.object({ result: z.array(WebhookDeliverySchema) }), ...errors },
      },
    },
    async (request) => service.deliveries(deps, await insid(request), request.query.limit),
  );
  app.post(
    '/deliveries/:id/replay',
    {
      schema: {
        tags,
        querystring: InsidQuery,
        params: z.object({ id: z.uuid() }),
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => service.replay(deps, await insid(request), request.params.id),
  );
};
