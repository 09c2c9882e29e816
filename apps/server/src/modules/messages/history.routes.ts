import {
  EventsQuerySchema,
  EventsResponseSchema,
  MessageHistoryQuerySchema,
  MessageHistoryResponseSchema,
  MessageIdParamsSchema,
  MessageViewSchema,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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

/** The token's own messages, one by id or its history, and its event log, by API key. */
export const historyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  guardEveryRoute(app, app.requireApiKey);

  app.get(
    '/messages/:id',
    {
      schema: {
        operationId: 'getMessage',
        summary: 'Get a message and its status',
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
        operationId: 'listMessages',
        summary: 'List messages, newest first',
        description:
          "The token's messages, sent and received, newest first; the next page with `cursor` set to the answer's `nextCursor`.",
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
        operationId: 'listEvents',
        summary: 'Read the event log',
        description:
          'Every event of the token in order: those after `after` (the `seq` of the last event read; 0 from the start), to catch up after downtime.',
        tags: ['events'],
        querystring: EventsQuerySchema,
        response: { 200: EventsResponseSchema, ...errors },
      },
      // Events are kept as written: one from before a field of its type existed is still listed
      // as it is, not refused by a check against today's schema (decision 0038). New events are
      // typed when appended, and the tests parse every event they make with EventSchema.
      serializerCompiler: () => (data: unknown) => JSON.stringify(data),
    },
    async (request) =>
      eventsAfterCursor(deps.db, (request.apiToken as ApiToken).id, request.query.after, request.query.limit),
  );
};
