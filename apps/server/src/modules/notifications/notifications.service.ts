import {
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationItem,
  type NotificationListQuery,
  type NotificationListResponse,
  NotificationMessages,
  type NotificationReadRequest,
} from '@chatgate/contracts';
import type { Queryable } from '../../db/client';
import * as q from './notifications.queries';

export type { NewNotification, NotificationKind } from './notifications.queries';

/**
 * Tells users about something new (an announcement addressed to them, a reply on their ticket,
 * a token event). Call it with the transaction that made the change, so both commit together.
 */
export function notifyUsers(
  db: Queryable,
  userIds: readonly string[],
  item: q.NewNotification,
): Promise<void> {
  return q.insertForUsers(db, [...new Set(userIds)], item);
}

/** Like notifyUsers, when each user gets their own text (e.g. one notice per expired token). */
export function notifyEach(
  db: Queryable,
  items: ReadonlyArray<q.NewNotification & { userId: string }>,
): Promise<void> {
  return q.insertEach(db, items);
}

const toItem = (r: q.NotificationRow): NotificationItem => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  link: r.link,
  read: r.readAt !== null,
  createdAt: r.createdAt.toISOString(),
});

export async function latestNotifications(
  db: Queryable,
  userId: string,
  limit: number,
): Promise<NotificationItem[]> {
  return (await q.listForUser(db, userId, { limit })).map(toItem);
}

/** One page of the caller's own notifications (all, or only the unread), newest first. */
export async function listNotifications(
  db: Queryable,
  userId: string,
  query: NotificationListQuery,
): Promise<NotificationListResponse> {
  const unreadOnly = query.filter === 'unread';
  const pageSize = NOTIFICATIONS_PAGE_SIZE;
  const [rows, { all, unread, newestId }] = await Promise.all([
    q.listForUser(db, userId, { limit: pageSize, offset: (query.page - 1) * pageSize, unreadOnly }),
    q.totalsForUser(db, userId),
  ]);
  const total = unreadOnly ? unread : all;
  return { result: rows.map(toItem), total, unread, page: query.page, pageSize, newestId };
}

/** Marks one of the caller's notifications (`id`), all up to `upToId`, or all of them read; others' stay untouched. */
export async function markNotificationsRead(db: Queryable, userId: string, which: NotificationReadRequest) {
  return { message: NotificationMessages.marked, updated: await q.markRead(db, userId, which) };
}

/** Marks read what leads to a page the user has just opened (e.g. /dashboard/announcement?id=3). */
export async function markNotificationsReadByLink(
  db: Queryable,
  userId: string,
  link: string,
): Promise<void> {
  await q.markRead(db, userId, { link });
}

/**
 * Takes back the notifications leading to an item's page: for every user when the item is
 * deleted, for the given users when they no longer receive it. Unread ones leave the badges too.
 */
export function withdrawNotifications(db: Queryable, link: string, userIds?: readonly string[]) {
  return q.deleteByLink(db, link, userIds);
}

/** The notifications of an edited item carry its new title. */
export function retitleNotifications(db: Queryable, link: string, title: string) {
  return q.retitleByLink(db, link, title);
}
