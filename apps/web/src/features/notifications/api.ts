import {
  BadgeCountsSchema,
  type NotificationFilter,
  NotificationListResponseSchema,
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
  /** One notification, or every one of them without an id. */
  markRead: (id?: number) =>
    api.post('/dash/notifications/read', id === undefined ? {} : { id }, {
      schema: NotificationReadResponseSchema,
    }),
};

/** Marks one notification (by id) or, without one, all of the user's read; the badges and lists follow. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: number) => notificationsApi.markRead(id),
    onSettled: () => refreshTopBar(queryClient),
  });
}
