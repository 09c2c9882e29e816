import {
  CONNECTION_CAUSES,
  InstancePairingCodeRequestSchema,
  MessageResponseSchema,
  MessagingMessages,
  PairingCodeResponseSchema,
  QrSessionResponseSchema,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ApiToken, requireActiveToken, tokenKey } from '../../http/api-key-guard';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import { countedAfter, countedBy, type WithLimiter } from '../../http/rate-limit';
import { guardEveryRoute } from '../../http/security-scheme';
import * as instances from './instances.service';
import { pairingCodeFor } from './pairing.service';

const errors = errorResponses(400, 401, 402, 403, 404);
const countedErrors = { ...errors, ...errorResponses(429) };

const InstanceStateSchema = z.object({
  insid: z.string(),
  state: z.enum(['idle', 'qr', 'connected']),
  wid: z.string().nullable(),
  status: z.enum(['', 'Active', 'Expired', 'Trial Expired']).meta({
    description:
      'The subscription: Active (paid), Expired, Trial Expired, or empty while on the trial or before a first payment (see trial)',
  }),
  trial: z.boolean(),
  validTill: z.string().nullable(),
  problem: z.enum(CONNECTION_CAUSES).optional().meta({
    description:
      'Why the session is down while it is: e.g. whatsapp-unreachable (the server keeps trying), banned, connection-replaced',
  }),
});

/** The token's WhatsApp session as a customer's code sees and controls it: state, linking, logout, reboot. */
export const tokenSessionRoutes: FastifyPluginAsyncZod<instances.InstanceDeps & WithLimiter> = async (
  app,
  deps,
) => {
  guardEveryRoute(app, app.requireApiKey);
  // Each control (re)starts or ends the token's WhatsApp session, a reconnect with the real
  // engine: it counts against the token's rate limit, as a send does. Linking needs an active
  // token (402, uncounted, as for sends); logging out and rebooting work on any.
  const linking = countedAfter([requireActiveToken], deps.limiter, tokenKey);
  const control = countedBy(deps.limiter, tokenKey);
  const tokenOf = async (request: { apiToken: ApiToken | null }) => {
    const row = await instances.findToken(deps.db, (request.apiToken as ApiToken).id);
    if (!row) throw notFound(MessagingMessages.invalidKey);
    return row;
  };

  app.get(
    '/instance/state',
    {
      schema: {
        operationId: 'getInstanceState',
        summary: 'Get the connection state',
        tags: ['instance'],
        response: { 200: InstanceStateSchema, ...errors },
      },
    },
    async (request) => {
      const row = await tokenOf(request);
      const session = await deps.engine.sessionState(row.id);
      return {
        insid: row.id,
        state: row.authenticated
          ? ('connected' as const)
          : session.state === 'qr'
            ? ('qr' as const)
            : ('idle' as const),
        wid: row.wid,
        status: row.status,
        trial: row.trial,
        validTill: row.validTill?.toISOString() ?? null,
        ...(!row.authenticated &&
          session.state === 'idle' &&
          session.problem && { problem: session.problem }),
      };
    },
  );

  app.get(
    '/instance/qr',
    {
      ...linking,
      schema: {
        operationId: 'getQrCode',
        summary: 'Get a QR code to link a phone',
        tags: ['instance'],
        description: 'Answers 503 WHATSAPP_UNREACHABLE within 5 s when WhatsApp cannot be reached.',
        response: { 200: QrSessionResponseSchema, ...countedErrors, ...errorResponses(503) },
      },
    },
    async (request) => instances.startQrFor(deps, await tokenOf(request)),
  );

  app.post(
    '/instance/pairing-code',
    {
      ...linking,
      schema: {
        operationId: 'requestPairingCode',
        summary: 'Get a pairing code to link by phone number',
        tags: ['instance'],
        description:
          'Link by phone number instead of a QR: type the code on that phone (WhatsApp > Linked devices > Link with phone number instead).',
        body: InstancePairingCodeRequestSchema,
        response: { 200: PairingCodeResponseSchema, ...countedErrors, ...errorResponses(409, 503) },
      },
    },
    async (request) => pairingCodeFor(deps, await tokenOf(request), request.body.phone),
  );

  app.post(
    '/instance/logout',
    {
      ...control,
      schema: {
        operationId: 'logOutInstance',
        summary: 'Log the phone out',
        tags: ['instance'],
        response: { 200: MessageResponseSchema, ...countedErrors },
      },
    },
    async (request) => instances.logoutToken(deps, (await tokenOf(request)).id),
  );

  app.post(
    '/instance/reboot',
    {
      ...control,
      schema: {
        operationId: 'rebootInstance',
        summary: 'Restart the session',
        tags: ['instance'],
        description: 'Answers 503 WHATSAPP_UNREACHABLE within 5 s when WhatsApp cannot be reached.',
        response: { 200: MessageResponseSchema, ...countedErrors, ...errorResponses(409, 503) },
      },
    },
    async (request) => instances.rebootToken(deps, await tokenOf(request)),
  );
};
