import {
  MessageViewSchema,
  MessagingMessages,
  QueueCancelledSchema,
  QueueQuerySchema,
  QueueResponseSchema,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { ApiToken } from '../../http/api-key-guard';
import { errorResponses } from '../../http/error-responses';
import { toMessageView } from '../messages/messages.service';
import { cancelMessage, cancelQueue, queuePage } from '../messages/queue.service';

const tags = ['messages'];
const errors = errorResponses(400, 401, 403);

/** The customer's view of the token's outbound queue: what waits to be sent, and cancelling it. */
export const queueRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireApiKey);
  const insidOf = (request: { apiToken: ApiToken | null }) => (request.apiToken as ApiToken).id;

  app.get(
    '/queue',
    {
      schema: {
        tags,
        description: 'The messages still queued, next to go first.',
        querystring: QueueQuerySchema,
        response: { 200: QueueResponseSchema, ...errors },
      },
    },
    async (request) => {
      // Cursors are queue positions we handed out: anything else starts from the head.
      const { cursor, limit } = request.query;
      const after = cursor && /^\d{1,15}$/.test(cursor) ? Number(cursor) : null;
      const page = await queuePage(db, insidOf(request), after, limit);
      return {
        count: page.count,
        result: page.rows.map(toMessageView),
        nextCursor: page.nextCursor === null ? null : String(page.nextCursor),
      };
    },
  );

  app.delete(
    '/queue',
    {
      schema: {
        tags,
        description: 'Cancels every message queued at the time of the call.',
        response: { 200: QueueCancelledSchema, ...errors },
      },
    },
    async (request) => ({ cancelled: await cancelQueue(db, insidOf(request)) }),
  );

  app.delete(
    '/messages/:id',
    {
      schema: {
        tags,
        description: 'Cancels one queued message: it fails with the reason "cancelled".',
        params: z.object({ id: z.uuid({ error: MessagingMessages.messageNotFound }) }),
        response: { 200: MessageViewSchema, ...errors, ...errorResponses(404, 409) },
      },
    },
    async (request) => toMessageView(await cancelMessage(db, insidOf(request), request.params.id)),
  );
};
