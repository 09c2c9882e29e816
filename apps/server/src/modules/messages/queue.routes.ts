import {
  MessageIdParamsSchema,
  MessageViewSchema,
  QueueCancelledSchema,
  QueueQuerySchema,
  QueueResponseSchema,
  UnacknowledgedQuerySchema,
  UnacknowledgedResponseSchema,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { errorResponses } from '../../http/error-responses';
import { guardEveryRoute } from '../../http/security-scheme';
import {
  InsidQuery,
  type OwnedTokenId,
  type TokenCaller,
  tokenCaller,
  twinOperation,
} from '../../http/token-caller';
import type { WakeUps } from '../events/wake-ups';
import { toMessageView } from './message-view';
import { cancelMessage, cancelQueue, queuePage } from './queue.service';
import { queuePositionOf } from './queue-cursor';
import { unacknowledgedPage } from './unacknowledged.service';

const tags = ['messages'];
const errors = errorResponses(400, 401, 403, 404);

interface QueueRoutesOptions {
  db: Db;
  wakeUps: WakeUps;
  caller: TokenCaller;
  /** Given by the app: this module does not depend on the one that owns tokens. */
  ownedTokenId: OwnedTokenId;
  /**
   * Where the dashboard cancels one message (`/queue/:id`); the customer API's DELETE
   * /messages/{id} is message-changes.routes.ts, which also deletes sent messages.
   */
  oneMessagePath?: '/queue/:id';
}

/**
 * The token's outbound queue: what waits to be sent, and cancelling it, and the sends WhatsApp
 * never acknowledged. For the customer API (by
 * API key) and the dashboard (/api/v1/dash/wa/queue?insid=, by session).
 */
export const queueRoutes: FastifyPluginAsyncZod<QueueRoutesOptions> = async (
  app,
  { db, wakeUps, caller, ownedTokenId, oneMessagePath },
) => {
  const { guard, tokenId } = tokenCaller(app, caller, ownedTokenId);
  guardEveryRoute(app, guard);

  app.get(
    '/queue',
    {
      schema: {
        tags,
        ...twinOperation(caller, 'listQueue', 'List the send queue'),
        description: 'The messages still queued, next to go first.',
        querystring: QueueQuerySchema.extend(InsidQuery.shape),
        response: { 200: QueueResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { cursor, limit } = request.query;
      const page = await queuePage(db, await tokenId(request), queuePositionOf(cursor), limit);
      return {
        count: page.count,
        result: page.rows.map(toMessageView),
        nextCursor: page.nextCursor,
      };
    },
  );

  app.get(
    '/queue/unacknowledged',
    {
      schema: {
        tags,
        ...twinOperation(caller, 'listUnacknowledged', 'List the sends WhatsApp did not acknowledge'),
        description:
          'Messages handed to WhatsApp that WhatsApp did not acknowledge in time: failed with the error "not acknowledged", newest first, each with the time it was handed over. A late acknowledgement moves a message on (and off this list).',
        querystring: UnacknowledgedQuerySchema.extend(InsidQuery.shape),
        response: { 200: UnacknowledgedResponseSchema, ...errors },
      },
    },
    async (request) => unacknowledgedPage(db, await tokenId(request), request.query.limit),
  );

  app.delete(
    '/queue',
    {
      schema: {
        tags,
        ...twinOperation(caller, 'clearQueue', 'Cancel every queued message'),
        description: 'Cancels every message queued at the time of the call.',
        querystring: InsidQuery,
        response: { 200: QueueCancelledSchema, ...errors },
      },
    },
    async (request) => ({ cancelled: await cancelQueue({ db, wakeUps }, await tokenId(request)) }),
  );

  if (!oneMessagePath) return;
  app.delete(
    oneMessagePath,
    {
      schema: {
        tags,
        ...twinOperation(caller, 'cancelQueuedMessage', 'Cancel a queued message'),
        description: 'Cancels one queued message: it fails with the reason "cancelled".',
        params: MessageIdParamsSchema,
        querystring: InsidQuery,
        response: { 200: MessageViewSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) =>
      toMessageView(await cancelMessage({ db, wakeUps }, await tokenId(request), request.params.id)),
  );
};
