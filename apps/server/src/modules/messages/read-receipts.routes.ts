import { ChatParamsSchema, MarkReadRequestSchema, MarkReadResponseSchema } from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ApiToken, requireActiveToken, tokenKey } from '../../http/api-key-guard';
import { errorResponses } from '../../http/error-responses';
import { limitRoutes, type WithLimiter } from '../../http/rate-limit';
import { guardEveryRoute } from '../../http/security-scheme';
import { markChatRead, type ReadReceiptDeps } from './read-receipts.service';

/** Marking received messages read, which sends read receipts (blue ticks) to their senders. */
export const readReceiptRoutes: FastifyPluginAsyncZod<ReadReceiptDeps & WithLimiter> = async (app, deps) => {
  guardEveryRoute(app, app.requireApiKey);
  app.addHook('preHandler', requireActiveToken);
  limitRoutes(app, deps.limiter, tokenKey);

  app.post(
    '/chats/:chatId/read',
    {
      schema: {
        operationId: 'markChatRead',
        summary: 'Mark received messages read (read receipts)',
        tags: ['messages'],
        description:
          'Marks the received messages of the chat read, up to and including `messageId` or all of them, and sends their senders read receipts. Answers how many it newly marked.',
        params: ChatParamsSchema,
        body: MarkReadRequestSchema.nullish(),
        response: { 200: MarkReadResponseSchema, ...errorResponses(400, 401, 402, 403, 404, 429) },
      },
    },
    async (request) => ({
      read: await markChatRead(
        deps,
        request.log,
        request.apiToken as ApiToken,
        request.params.chatId,
        request.body?.messageId,
      ),
    }),
  );
};
