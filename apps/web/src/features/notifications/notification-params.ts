import { NOTIFICATION_FILTERS, type NotificationFilter, type NotificationKind } from '@chatgate/contracts';

/** The notifications page's ?filter=; all when absent or unknown. */
export function readNotificationFilter(value: string | null): NotificationFilter {
  return NOTIFICATION_FILTERS.find((filter) => filter === value) ?? 'all';
}

/** The page's own address parameters for a filter: none for all (it starts again at page 1). */
export function filterParams(filter: NotificationFilter): Record<string, string> {
  return filter === 'all' ? {} : { filter };
}

/** The query string of GET /dash/notifications: the page, and the filter unless all. */
export function notificationListSearch(filter: NotificationFilter, page: number): string {
  const params = new URLSearchParams(filterParams(filter));
  params.set('page', String(page));
  return params.toString();
}

/** What each kind of notification is about, shown under its title. */
export const KIND_LABELS: Record<NotificationKind, string> = {
  announcement: 'Announcement',
  broadcast: 'Broadcast',
  ticket: 'Support ticket',
  token: 'Token',
};
