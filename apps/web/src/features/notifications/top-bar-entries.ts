import { type BadgeCounts, type TicketStatus, type TopBarItems, ticketLink } from '@chatgate/contracts';

export type BadgeKey = keyof BadgeCounts;

/** One line of a badge's dropdown. */
export interface TopBarEntry {
  key: string;
  title: string;
  to: string;
  /** Only notifications carry a read flag; tickets and broadcasts listed are all waiting. */
  unread: boolean;
  /** A notification's id, to mark it read when opened. */
  notificationId?: number;
  ticketStatus?: TicketStatus;
}

export interface BadgeDefinition {
  key: BadgeKey;
  label: string;
  /** The "View all" page. */
  viewAll: string;
  empty: string;
}

/** The page listing every notification of the user. */
export const NOTIFICATIONS_PATH = '/dashboard/notifications';

export const BADGES: BadgeDefinition[] = [
  {
    key: 'supportRequests',
    label: 'Support requests',
    viewAll: '/dashboard/viewTickets',
    empty: 'No support requests waiting.',
  },
  {
    key: 'broadcasts',
    label: 'Broadcasts',
    viewAll: '/dashboard/view-broadcasts',
    empty: 'No new broadcasts.',
  },
  {
    key: 'notifications',
    label: 'Notifications',
    viewAll: NOTIFICATIONS_PATH,
    empty: 'No notifications yet.',
  },
];

/** A badge's accessible name: "Support requests: 2" once the counts are known, else the label alone. */
export function badgeName(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label}: ${count}`;
}

/** What a badge shows on the icon: nothing at 0, 99+ above 99. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}

/** A dashboard path from a notification's link: kept when it is one of the app's own paths, else the dashboard. */
export function safeDashboardPath(link: string): string {
  return link.startsWith('/') && !link.startsWith('//') ? link : '/dashboard';
}

/** The lines of one badge's dropdown. */
export function badgeEntries(key: BadgeKey, items: TopBarItems): TopBarEntry[] {
  if (key === 'supportRequests') {
    return items.tickets.map((ticket) => ({
      key: `ticket-${ticket.id}`,
      title: ticket.title,
      to: ticketLink(ticket.id),
      unread: false,
      ticketStatus: ticket.status,
    }));
  }
  if (key === 'broadcasts') {
    return items.broadcasts.map((broadcast) => ({
      key: `broadcast-${broadcast.id}`,
      title: broadcast.subject,
      to: `/dashboard/broadcast?id=${broadcast.id}`,
      unread: true,
    }));
  }
  return items.notifications.map((notification) => ({
    key: `notification-${notification.id}`,
    title: notification.title,
    to: safeDashboardPath(notification.link),
    unread: !notification.read,
    notificationId: notification.id,
  }));
}
