import { ErrorResponseSchema, LogsQuerySchema, LogsResponseSchema } from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { AuthenticatedUser } from '../../http/auth-guard';
import { readLogs } from './logs.service';

/** GET /api/v1/dash/logs: the Logs page's real entries. */
export const logsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['logs'],
        querystring: LogsQuerySchema,
        response: {
          200: LogsResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) => readLogs(db, request.user as AuthenticatedUser, request.query),
  );
};
