import {
  BadgeCountsSchema,
  type NotificationFilter,
  NotificationListResponseSchema,
  type NotificationReadRequest,
  NotificationReadResponseSchema,
  TopBarItemsSchema,
} from '@chatgate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { refreshTopBar } from '../../lib/top-bar-queries';
import { notificationListSearch } from './notification-params';

/** The notifications' calls (/api/v1/dash/notifications): the page's list and the top bar's. */
export const notificationsApi = {
  list: (filter: NotificationFilter, page: number, signal?: AbortSignal) =>
    api.get(`/dash/notifications?${notificationListSearch(filter, page)}`, {
      schema: NotificationListResponseSchema,
      signal,
    }),
  counts: (signal?: AbortSignal) =>
    api.get('/dash/notifications/counts', { schema: BadgeCountsSchema, signal }),
  items: (signal?: AbortSignal) =>
    api.get('/dash/notifications/items', { schema: TopBarItemsSchema, signal }),
  /** One notification (`id`), or every one up to `upToId`, the newest the user has seen. */
  markRead: (which: NotificationReadRequest) =>
    api.post('/dash/notifications/read', which, { schema: NotificationReadResponseSchema }),
};

/** Marks one notification, or all up to the newest the user has seen, read; the badges and lists follow. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: NotificationReadRequest) => notificationsApi.markRead(which),
    onSettled: () => refreshTopBar(queryClient),
  });
}
