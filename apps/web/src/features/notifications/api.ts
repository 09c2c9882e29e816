import { BadgeCountsSchema, NotificationReadResponseSchema, TopBarItemsSchema } from '@chatgate/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** The top bar's calls (/api/v1/dash/notifications). */
export const notificationsApi = {
  counts: (signal?: AbortSignal) =>
    api.get('/dash/notifications/counts', { schema: BadgeCountsSchema, signal }),
  items: (signal?: AbortSignal) =>
    api.get('/dash/notifications/items', { schema: TopBarItemsSchema, signal }),
  /** One notification, or every one of them without an id. */
  markRead: (id?: number) =>
    api.post('/dash/notifications/read', id === undefined ? {} : { id }, {
      schema: NotificationReadResponseSchema,
    }),
};

export const notificationKeys = {
  counts: ['notification-counts'] as const,
  items: ['notification-items'] as const,
};

/** Refreshes the badges and their dropdowns, e.g. after a ticket action. */
export function refreshTopBar(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: notificationKeys.counts });
  void queryClient.invalidateQueries({ queryKey: notificationKeys.items });
}
