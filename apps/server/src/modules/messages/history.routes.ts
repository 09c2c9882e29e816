import {
  MessageHistoryQuerySchema,
  MessageHistoryResponseSchema,
  MessageIdParamsSchema,
  MessageViewSchema,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { keysetPage } from '../../db/keyset-page';
import type { ApiToken } from '../../http/api-key-guard';
import { errorResponses } from '../../http/error-responses';
import { guardEveryRoute } from '../../http/security-scheme';
import { eventsAfterCursor } from '../events/events.service';
import { toMessageView } from './message-view';
import { queueCursorOf, queuePositionOf } from './queue-cursor';
import { messageHistory, tokenMessageView } from './token-messages.service';

const errors = errorResponses(400, 401, 402, 403, 404);

const EventsQuerySchema = z.object({
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});
const EventSchema = z
  .object({
    id: z.string(),
    type: z.string(),
    insid: z.string(),
    seq: z.number(),
    timestamp: z.string(),
    data: z.unknown(),
  })
  .meta({ id: 'Event' });
const EventsResponseSchema = z.object({ result: z.array(EventSchema), next: z.number() });

/** The token's own messages, one by id or its history, and its event log, by API key. */
export const historyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  guardEveryRoute(app, app.requireApiKey);

  app.get(
    '/messages/:id',
    {
      schema: {
        tags: ['messages'],
        params: MessageIdParamsSchema,
        response: { 200: MessageViewSchema, ...errors },
      },
    },
    async (request) => tokenMessageView(deps.db, (request.apiToken as ApiToken).id, request.params.id),
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
