import {
  BadgeCountsSchema,
  NotificationListQuerySchema,
  NotificationListResponseSchema,
  NotificationReadRequestSchema,
  NotificationReadResponseSchema,
  TopBarItemsSchema,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { AuthenticatedUser } from '../../http/auth-guard';
import { errorResponses } from '../../http/error-responses';
import { guardEveryRoute } from '../../http/security-scheme';
import { listNotifications, markNotificationsRead } from './notifications.service';
import { badgeCounts, topBarItems } from './top-bar.service';

/**
 * The caller's notifications (the page listing them, the top bar's badges and dropdowns) and
 * marking them read, under /api/v1/dash/notifications. Every call reads or changes the caller's own only.
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  guardEveryRoute(app, app.requireUser);
  const caller = (request: { user: AuthenticatedUser | null }) => request.user as AuthenticatedUser;
  const tags = ['notifications'];
  app.get(
    '/',
    {
      schema: {
        operationId: 'listNotifications',
        tags,
        summary: "The caller's notifications, all or only the unread, newest first, 15 a page",
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listNotifications(db, caller(request).id, request.query),
  );
  app.get(
    '/counts',
    {
      schema: {
        operationId: 'getBadgeCounts',
        summary: "Get the side bar's unread counts",
        tags,
        response: { 200: BadgeCountsSchema, ...errorResponses(401) },
      },
    },
    async (request) => badgeCounts(db, caller(request)),
  );
  app.get(
    '/items',
    {
      schema: {
        operationId: 'getTopBarItems',
        summary: "Get the top bar's latest notifications and announcements",
        tags,
        response: { 200: TopBarItemsSchema, ...errorResponses(401) },
      },
    },
    async (request) => topBarItems(db, caller(request)),
  );
  app.post(
    '/read',
    {
      schema: {
        operationId: 'markNotificationsRead',
        tags,
        summary:
          'Mark one notification ({id}), all up to one ({upToId}) or, without either, all of them read',
        body: NotificationReadRequestSchema,
        response: { 200: NotificationReadResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { id, upToId } = request.body ?? {};
      return markNotificationsRead(db, caller(request).id, { id, upToId });
    },
  );
};
