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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthenticatedUser } from '../../http/auth-guard';
import { errorResponses } from '../../http/error-responses';
import { eventStreamAnswer } from '../../http/file-responses';
import { countedAfter, type WithLimiter } from '../../http/rate-limit';
import { guardEveryRoute } from '../../http/security-scheme';
import type { SendDeps } from '../messages/send-message.service';
import { streamInstanceEvents } from './instance-stream';
import * as service from './instances.service';
import type { LiveUpdates } from './live-updates';
import { requestPairingCode } from './pairing.service';

const errors = errorResponses(400, 401, 402, 403, 404, 409);
const countedErrors = { ...errors, ...errorResponses(429) };

/** Spec 7.2 token calls and the ones it leaves unshown, under /api/v1/dash/wa. */
export const instancesRoutes: FastifyPluginAsyncZod<
  service.InstanceDeps & SendDeps & WithLimiter & { live: LiveUpdates }
> = async (app, deps) => {
  guardEveryRoute(app, app.requireUser);
  const caller = (request: { user: AuthenticatedUser | null }) => request.user as AuthenticatedUser;
  // The controls reconnect or message WhatsApp, as the token's API calls do: they count against
  // the token they name, once found the caller's (404 otherwise, so no one spends another's
  // calls); linking, once found usable too (402, uncounted, as on the API).
  type Named = FastifyRequest & { body: { insid: string } };
  const named = (request: FastifyRequest) =>
    service.ownedInstance(deps.db, caller(request), (request as Named).body.insid);
  const callersToken = async (request: FastifyRequest) => {
    await named(request);
  };
  const callersUsableToken = async (request: FastifyRequest) => service.assertUsable(await named(request));
  const namedToken = (request: Named) => request.body.insid;
  const control = countedAfter([callersToken], deps.limiter, namedToken);
  const linking = countedAfter([callersUsableToken], deps.limiter, namedToken);
  const tags = ['tokens'];

  app.post(
    '/fetchInstance',
    {
      schema: {
        operationId: 'listTokens',
        summary: "List the user's tokens",
        description:
          "The caller's tokens with their state and subscription; staff may name another user by `uuid`.",
        tags,
        body: OwnerRequestSchema,
        response: { 200: FetchInstanceResponseSchema, ...errors },
      },
    },
    async (request) => service.fetchInstances(deps, caller(request), request.body.uuid),
  );
  app.post(
    '/createInstance',
    {
      schema: {
        operationId: 'createToken',
        summary: 'Create a token',
        tags,
        body: CreateInstanceRequestSchema,
        response: { 200: CreateInstanceResponseSchema, ...errors },
      },
    },
    async (request) => service.createInstance(deps, caller(request), request.body),
  );
  app.post(
    '/showKey',
    {
      schema: {
        operationId: 'revealApiKey',
        summary: "Reveal a token's API key",
        tags,
        body: InstanceRequestSchema,
        response: { 200: ApiKeyResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.revealApiKey(deps, caller(request), request.body.insid);
    },
  );
  app.post(
    '/qr',
    {
      ...linking,
      schema: {
        operationId: 'startTokenQrSession',
        summary: "Get a QR code to link a token's phone",
        tags,
        description: 'Answers 503 WHATSAPP_UNREACHABLE within 5 s when WhatsApp cannot be reached.',
        body: InstanceRequestSchema,
        response: { 200: QrSessionResponseSchema, ...countedErrors, ...errorResponses(503) },
      },
    },
    async (request) => service.startQrSession(deps, caller(request), request.body.insid),
  );
  app.post(
    '/pairingCode',
    {
      ...linking,
      schema: {
        operationId: 'requestTokenPairingCode',
        summary: 'Get a pairing code to link a token by phone number',
        tags,
        description: 'Link by phone number instead of a QR: the code to type on that phone.',
        body: PairingCodeRequestSchema,
        response: { 200: PairingCodeResponseSchema, ...countedErrors, ...errorResponses(503) },
      },
    },
    async (request) => {
      const { insid, phone } = request.body;
      return requestPairingCode(deps, caller(request), insid, phone);
    },
  );
  app.post(
    '/logout',
    {
      ...control,
      schema: {
        operationId: 'logOutToken',
        summary: "Log a token's phone out",
        tags,
        body: InstanceRequestSchema,
        response: { 200: MessageResponseSchema, ...countedErrors },
      },
    },
    async (request) => service.logoutSession(deps, caller(request), request.body.insid),
  );
  app.post(
    '/delete',
    {
      schema: {
        operationId: 'deleteToken',
        summary: 'Remove a token',
        tags,
        body: InstanceRequestSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => service.removeInstance(deps, caller(request), request.body.insid),
  );
  app.post(
    '/sendTest',
    {
      ...control,
      schema: {
        operationId: 'sendTestMessage',
        summary: 'Send a test message from a token',
        tags,
        body: SendTestRequestSchema,
        response: { 200: SendTestResponseSchema, ...countedErrors },
      },
    },
    async (request) => service.sendTestMessage(deps, caller(request), request.body),
  );
  app.get(
    '/events',
    {
      schema: {
        operationId: 'streamTokenEvents',
        summary: "Follow the state of the user's tokens (Server-Sent Events)",
        tags,
        description: 'Server-Sent Events of the caller’s tokens',
        response: { 200: eventStreamAnswer('The tokens’ state changes, as `instance` events') },
      },
    },
    async (request, reply) => streamInstanceEvents(request, reply, deps, caller(request).id),
  );
};
