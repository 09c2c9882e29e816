import { ErrorResponseSchema, HealthResponseSchema } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { databaseUnavailable } from '../../http/database-unavailable';

/**
 * Whether the database answers `select 1` within `ms`. A database that does not answer (frozen)
 * would otherwise hold the check as long as the pool waits, and a load balancer could not tell.
 */
async function answersWithin(db: Db, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

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
    { schema: { tags: ['system'], response: { 200: HealthResponseSchema, 503: ErrorResponseSchema } } },
    async () => {
      if (!(await answersWithin(db, timeoutMs))) throw databaseUnavailable();
      return { status: 'ok' as const };
    },
  );
};
