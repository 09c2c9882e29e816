import {
  BadgeCountsSchema,
  NotificationReadRequestSchema,
  NotificationReadResponseSchema,
  TopBarItemsSchema,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { AuthenticatedUser } from '../../http/auth-guard';
import { errorResponses } from '../../http/error-responses';
import { markNotificationsRead } from './notifications.service';
import { badgeCounts, topBarItems } from './top-bar.service';

/** The top bar's badges and dropdowns, and marking notifications read, under /api/v1/dash/notifications. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireUser);
  const caller = (request: { user: AuthenticatedUser | null }) => request.user as AuthenticatedUser;
  const tags = ['notifications'];
  app.get(
    '/counts',
    { schema: { tags, response: { 200: BadgeCountsSchema, ...errorResponses(401) } } },
    async (request) => badgeCounts(db, caller(request)),
  );
  app.get(
    '/items',
    { schema: { tags, response: { 200: TopBarItemsSchema, ...errorResponses(401) } } },
    async (request) => topBarItems(db, caller(request)),
  );
  app.post(
    '/read',
    {
      schema: {
        tags,
        summary: 'Mark one notification ({id}) or, without an id, all of them read',
        body: NotificationReadRequestSchema,
        response: { 200: NotificationReadResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => markNotificationsRead(db, caller(request).id, request.body?.id ?? undefined),
  );
};
