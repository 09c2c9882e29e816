import { LogsQuerySchema, LogsResponseSchema } from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { AuthenticatedUser } from '../../http/auth-guard';
import { errorResponses } from '../../http/error-responses';
import { readLogs } from './logs.service';

/** GET /api/v1/dash/logs: the Logs page's real entries. */
export const logsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'listLogs',
        summary: 'List API calls, message events and webhook deliveries',
        tags: ['logs'],
        querystring: LogsQuerySchema,
        response: {
          200: LogsResponseSchema,
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => readLogs(db, request.user as AuthenticatedUser, request.query),
  );
};
