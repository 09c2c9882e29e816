import { BadgeCountsSchema, ErrorResponseSchema } from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The three top-bar badge counts. Support requests, broadcasts and notifications do not exist
 * yet (they come with the content issue), so the true counts are zero.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/counts',
    {
      onRequest: app.requireUser,
      schema: { tags: ['notifications'], response: { 200: BadgeCountsSchema, 401: ErrorResponseSchema } },
    },
    async () => ({ supportRequests: 0, broadcasts: 0, notifications: 0 }),
  );
};
