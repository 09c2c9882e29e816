import {
  ApiKeyResponseSchema,
  CreateInstanceRequestSchema,
  CreateInstanceResponseSchema,
  FetchInstanceResponseSchema,
  InstanceRequestSchema,
  MessageResponseSchema,
  OwnerRequestSchema,
  PairingCodeRequestSchema,
  PairingCodeResponseSchema,
  QrSessionResponseSchema,
  SendTestRequestSchema,
  SendTestResponseSchema,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthenticatedUser } from '../../http/auth-guard';
import { errorResponses } from '../../http/error-responses';
import { streamInstanceEvents } from './instance-stream';
import * as service from './instances.service';
import type { LiveUpdates } from './live-updates';
import { requestPairingCode } from './pairing.service';

const errors = errorResponses(400, 401, 402, 403, 404, 409);

/** Spec 7.2 token calls and the ones it leaves unshown, under /api/v1/dash/wa. */
export const instancesRoutes: FastifyPluginAsyncZod<service.InstanceDeps & { live: LiveUpdates }> = async (
  app,
  deps,
) => {
  app.addHook('onRequest', app.requireUser);
  const caller = (request: { user: AuthenticatedUser | null }) => request.user as AuthenticatedUser;
  const tags = ['tokens'];

  app.post(
    '/fetchInstance',
    { schema: { tags, body: OwnerRequestSchema, response: { 200: FetchInstanceResponseSchema, ...errors } } },
    async (request) => service.fetchInstances(deps, caller(request), request.body.uuid),
  );
  app.post(
    '/createInstance',
    {
      schema: {
        tags,
        body: CreateInstanceRequestSchema,
        response: { 200: CreateInstanceResponseSchema, ...errors },
      },
    },
    async (request) => service.createInstance(deps, caller(request), request.body),
  );
  app.post(
    '/showKey',
    { schema: { tags, body: InstanceRequestSchema, response: { 200: ApiKeyResponseSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.revealApiKey(deps, caller(request), request.body.insid);
    },
  );
  app.post(
    '/qr',
    { schema: { tags, body: InstanceRequestSchema, response: { 200: QrSessionResponseSchema, ...errors } } },
    async (request) => service.startQrSession(deps, caller(request), request.body.insid),
  );
  app.post(
    '/pairingCode',
    {
      schema: {
        tags,
        description: 'Link by phone number instead of a QR: the code to type on that phone.',
        body: PairingCodeRequestSchema,
        response: { 200: PairingCodeResponseSchema, ...errors, ...errorResponses(503) },
      },
    },
    async (request) => {
      const { insid, phone } = request.body;
      return requestPairingCode(deps, caller(request), insid, phone);
    },
  );
  app.post(
    '/logout',
    { schema: { tags, body: InstanceRequestSchema, response: { 200: MessageResponseSchema, ...errors } } },
    async (request) => service.logoutSession(deps, caller(request), request.body.insid),
  );
  app.post(
    '/delete',
    { schema: { tags, body: InstanceRequestSchema, response: { 200: MessageResponseSchema, ...errors } } },
    async (request) => service.removeInstance(deps, caller(request), request.body.insid),
  );
  app.post(
    '/sendTest',
    { schema: { tags, body: SendTestRequestSchema, response: { 200: SendTestResponseSchema, ...errors } } },
    async (request) => service.sendTestMessage(deps, caller(request), request.body),
  );
  app.get(
    '/events',
    {
      schema: {
        tags,
        description: 'Server-Sent Events of the caller’s tokens',
        response: { 200: z.unknown().describe('A text/event-stream of the tokens’ state changes') },
      },
    },
    async (request, reply) => streamInstanceEvents(request, reply, deps, caller(request).id),
  );
};
