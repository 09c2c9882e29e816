import {
  ErrorResponseSchema,
  MessageResponseSchema,
  WebhookDeliverySchema,
  WebhookSaveSchema,
  WebhookSettingsSchema,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthenticatedUser } from '../../http/auth-guard';
import { ownedInstance } from '../instances/instances.service';
import * as service from './webhooks.service';

const InsidQuery = z.object({ insid: z.string().min(1).max(64) });
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

/** The same webhook settings for the dashboard, by session, for the caller's own tokens. */
export const dashWebhookRoutes: FastifyPluginAsyncZod<service.WebhookDeps> = async (app, deps) => {
  app.addHook('onRequest', app.requireUser);
  const token = async (request: { user: AuthenticatedUser | null; query: { insid: string } }) =>
    (await ownedInstance(deps.db, request.user as AuthenticatedUser, request.query.insid)).id;
  const tags = ['webhooks'];

  app.get(
    '/',
    { schema: { tags, querystring: InsidQuery, response: { 200: WebhookSettingsSchema, ...errors } } },
    async (request) => service.webhookSettings(deps, await token(request)),
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
    async (request) => service.saveWebhook(deps, await token(request), request.body.url, request.body.events),
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
    async (request) => service.rotateSecret(deps, await token(request)),
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
    async (request) => service.sendTestEvent(deps, await token(request)),
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
    async (request) => service.deliveries(deps, await token(request), request.query.limit),
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
    async (request) => service.replay(deps, await token(request), request.params.id),
  );
};
