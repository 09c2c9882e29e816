import { ErrorResponseSchema, HealthResponseSchema } from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { databaseUnavailable } from '../../http/database-unavailable';
import { answersWithin } from './health.service';

/**
 * 200 once the server listens (it listens only after migrations), 503 while the database is
 * unreachable or does not answer within `timeoutMs`.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; timeoutMs: number }> = async (
  app,
  { db, timeoutMs },
) => {
  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        summary: 'Check the server and its database',
        description:
          '200 once the server listens; 503 while the database cannot be reached or does not answer in time. Takes no credential (for load balancers and uptime probes).',
        security: [],
        tags: ['system'],
        response: { 200: HealthResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async () => {
      if (!(await answersWithin(db, timeoutMs))) throw databaseUnavailable();
      return { status: 'ok' as const };
    },
  );
};
