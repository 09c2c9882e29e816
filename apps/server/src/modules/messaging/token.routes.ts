import {
  InstanceMessages,
  InstancePairingCodeRequestSchema,
  MessageHistoryQuerySchema,
  MessageHistoryResponseSchema,
  MessageIdParamsSchema,
  MessageResponseSchema,
  MessageViewSchema,
  MessagingMessages,
  PairingCodeResponseSchema,
  QrSessionResponseSchema,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keysetPage } from '../../db/keyset-page';
import { type ApiToken, activeTokenKey, tokenKey } from '../../http/api-key-guard';
import { conflict, notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import { countedBy, type WithLimiter } from '../../http/rate-limit';
import { guardEveryRoute } from '../../http/security-scheme';
import { eventsAfterCursor } from '../events/events.service';
import * as instances from '../instances/instances.service';
import { pairingCodeFor } from '../instances/pairing.service';
import { messageHistory, tokenMessage, toMessageView } from '../messages/messages.service';
import { queueCursorOf, queuePositionOf } from '../messages/queue-cursor';

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
});

const EventsQuerySchema = z.object({
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});
const EventsResponseSchema = z.object({
  result: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      insid: z.string(),
      seq: z.number(),
      timestamp: z.string(),
      data: z.unknown(),
    }),
  ),
  next: z.number(),
});

/** What a customer's code asks about its own token: state, QR, messages, the event log. */
export const tokenRoutes: FastifyPluginAsyncZod<instances.InstanceDeps & WithLimiter> = async (app, deps) => {
  guardEveryRoute(app, app.requireApiKey);
  // Each control (re)starts or ends the token's WhatsApp session, a reconnect with the real
  // engine: it counts against the token's rate limit, as a send does. Linking needs an active
  // token (402, uncounted, as for sends); logging out and rebooting work on any.
  const linking = countedBy(deps.limiter, activeTokenKey);
  const control = countedBy(deps.limiter, tokenKey);
  const tokenOf = async (request: { apiToken: ApiToken | null }) => {
    const row = await instances.findToken(deps.db, (request.apiToken as ApiToken).id);
    if (!row) throw notFound(MessagingMessages.invalidKey);
    return row;
  };

  app.get(
    '/instance/state',
    { schema: { tags: ['instance'], response: { 200: InstanceStateSchema, ...errors } } },
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
      };
    },
  );

  app.get(
    '/instance/qr',
    {
      ...linking,
      schema: { tags: ['instance'], response: { 200: QrSessionResponseSchema, ...countedErrors } },
    },
    async (request) => instances.startQrFor(deps, await tokenOf(request)),
  );

  app.post(
    '/instance/pairing-code',
    {
      ...linking,
      schema: {
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
      schema: { tags: ['instance'], response: { 200: MessageResponseSchema, ...countedErrors } },
    },
    async (request) => instances.logoutToken(deps, (await tokenOf(request)).id),
  );

  app.post(
    '/instance/reboot',
    {
      ...control,
      schema: {
        tags: ['instance'],
        response: { 200: MessageResponseSchema, ...countedErrors, ...errorResponses(409) },
      },
    },
    async (request) => {
      const row = await tokenOf(request);
      if (!row.authenticated) throw conflict(InstanceMessages.rebootNotLinked);
      await deps.engine.stopSession(row.id);
      await deps.engine.startSession(row.id);
      return { message: InstanceMessages.rebooted };
    },
  );

  app.get(
    '/messages/:id',
    {
      schema: {
        tags: ['messages'],
        params: MessageIdParamsSchema,
        response: { 200: MessageViewSchema, ...errors },
      },
    },
    async (request) => {
      return toMessageView(await tokenMessage(deps.db, (request.apiToken as ApiToken).id, request.params.id));
    },
  );

  app.get(
    '/messages',
    {
      schema: {
        tags: ['messages'],
        querystring: MessageHistoryQuerySchema,
        response: { 200: MessageHistoryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.apiToken as ApiToken;
      const after = queuePositionOf(request.query.cursor);
      const page = await keysetPage(
        (limit) => messageHistory(deps.db, id, after, limit),
        request.query.limit,
        queueCursorOf,
      );
      return {
        result: page.rows.map(toMessageView),
        nextCursor: page.nextCursor,
      };
    },
  );

  app.get(
    '/events',
    {
      schema: {
        tags: ['events'],
        querystring: EventsQuerySchema,
        response: { 200: EventsResponseSchema, ...errors },
      },
    },
    async (request) =>
      eventsAfterCursor(deps.db, (request.apiToken as ApiToken).id, request.query.after, request.query.limit),
  );
};
