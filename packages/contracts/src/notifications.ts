import { z } from 'zod';
import { PAGE_SIZE } from './constants';
import { pageField } from './fields';
import { TICKET_STATUSES } from './tickets';

export const NOTIFICATION_KINDS = ['announcement', 'broadcast', 'ticket', 'token'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How many items each top-bar dropdown shows. */
export const TOP_BAR_ITEMS = { tickets: 5, broadcasts: 5, notifications: 10 } as const;

/** The notifications page's filter: every notification, or only those not yet read. */
export const NOTIFICATION_FILTERS = ['all', 'unread'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

export const NOTIFICATIONS_PAGE_SIZE = PAGE_SIZE;

export const NotificationMessages = {
  marked: 'Notifications Marked Read',
  filterInvalid: `Filter must be one of: ${NOTIFICATION_FILTERS.join(', ')}`,
  tokenActivated: (name: string, validTill: string) => `Token ${name} is active until ${validTill}`,
  paymentRefunded: (name: string, validTill: string) =>
    `A payment for token ${name} was refunded: the token is now valid until ${validTill}`,
  tokenExpired: (name: string) => `Token ${name} has expired: activate it to keep sending`,
  trialExpired: (name: string) => `The trial of token ${name} has ended: activate it to keep sending`,
} as const;

export const NotificationItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  /** Where it leads in the dashboard, e.g. /dashboard/viewTickets?id=3. */
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof NotificationItemSchema>;

/** GET /dash/notifications/items: what the three top-bar dropdowns list. */
export const TopBarItemsSchema = z.object({
  /** A user's tickets not closed; for staff, the tickets waiting for them (open). */
  tickets: z.array(z.object({ id: z.number().int(), title: z.string(), status: z.enum(TICKET_STATUSES) })),
  /** Broadcasts the user has not opened. */
  broadcasts: z.array(z.object({ id: z.number().int(), subject: z.string() })),
  notifications: z.array(NotificationItemSchema),
});
export type TopBarItems = z.infer<typeof TopBarItemsSchema>;

/**
 * POST /dash/notifications/read: one notification (`id`); or all of them up to `upToId` (the newest
 * the caller has seen, so one that arrived meanwhile stays unread); or, without a body, all of them.
 */
export const NotificationReadRequestSchema = z
  .object({ id: z.number().int().min(1).optional(), upToId: z.number().int().min(1).optional() })
  .nullish();
export type NotificationReadRequest = NonNullable<z.infer<typeof NotificationReadRequestSchema>>;

export const NotificationReadResponseSchema = z.object({ message: z.string(), updated: z.number().int() });

/** GET /dash/notifications: one page of the caller's notifications, newest first. */
export const NotificationListQuerySchema = z.object({
  filter: z.enum(NOTIFICATION_FILTERS, { error: NotificationMessages.filterInvalid }).default('all'),
  page: pageField,
});
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;

export const NotificationListResponseSchema = z.object({
  result: z.array(NotificationItemSchema),
  /** How many notifications the filter matches, over all pages. */
  total: z.number().int(),
  /** How many of the caller's notifications are unread, whatever the filter. */
  unread: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The caller's newest notification when listed, whatever the filter: "Mark all as read" goes up to it. */
  newestId: z.number().int().nullable(),
});
export type NotificationListResponse = z.infer<typeof NotificationListResponseSchema>;
