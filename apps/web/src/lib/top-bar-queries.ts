import type { NotificationFilter } from '@chatgate/contracts';
import type { QueryClient } from '@tanstack/react-query';

/** The queries of the top bar's badges and dropdowns, and of the notifications page's list. */
export const notificationKeys = {
  counts: ['notification-counts'] as const,
  items: ['notification-items'] as const,
  lists: ['notification-list'] as const,
  list: (filter: NotificationFilter, page: number) => ['notification-list', filter, page] as const,
};

/**
 * The top bar's counts and dropdown lists; opening a news item marks it and its notification
 * read, so they are refreshed then instead of at their next poll.
 */
export const TOP_BAR_KEYS = [notificationKeys.counts, notificationKeys.items] as const;

/** Refreshes the badges, their dropdowns and the notifications page, e.g. after a ticket action. */
export function refreshTopBar(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: notificationKeys.counts });
  void queryClient.invalidateQueries({ queryKey: notificationKeys.items });
  void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
}
