import { ErrorResponseSchema, HealthResponseSchema } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { databaseUnavailable } from '../../http/database-unavailable';

/** 200 once the server listens (it listens only after migrations), 503 while the database is unreachable. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], response: { 200: HealthResponseSchema, 503: ErrorResponseSchema } } },
    async () => {
      try {
        await db.execute(sql`select 1`);
      } catch {
        throw databaseUnavailable();
      }
      return { status: 'ok' as const };
    },
  );
};
