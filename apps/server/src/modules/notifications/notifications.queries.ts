import { and, desc, eq, inArray, isNull, lte, max, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationKind = NotificationRow['kind'];

export interface NewNotification {
  kind: NotificationKind;
  title: string;
  link: string;
}

/** One notification for each user, in one statement (inside the caller's transaction when given one). */
export async function insertForUsers(db: Queryable, userIds: readonly string[], item: NewNotification) {
  if (userIds.length === 0) return;
  await db.insert(notifications).values(userIds.map((userId) => ({ userId, ...item })));
}

/** Notifications that differ per user (e.g. one per expired token), in one statement. */
export async function insertEach(db: Queryable, items: ReadonlyArray<NewNotification & { userId: string }>) {
  if (items.length === 0) return;
  await db.insert(notifications).values([...items]);
}

/** Which of a user's notifications: all of them, or only the unread. */
const ofUser = (userId: string, unreadOnly = false) =>
  and(eq(notifications.userId, userId), unreadOnly ? isNull(notifications.readAt) : undefined);

/** A user's notifications (all, or only the unread), newest first, `limit` of them after `offset`. */
export function listForUser(
  db: Queryable,
  userId: string,
  page: { limit: number; offset?: number; unreadOnly?: boolean },
) {
  return db
    .select()
    .from(notifications)
    .where(ofUser(userId, page.unreadOnly))
    .orderBy(desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
}

/** How many unread notifications a user has (the bell's badge). */
export async function countUnread(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(ofUser(userId, true));
  return row?.n ?? 0;
}

/** In one statement: how many notifications the user has, how many of them are unread, and the newest id (null without any). */
export async function totalsForUser(
  db: Queryable,
  userId: string,
): Promise<{ all: number; unread: number; newestId: number | null }> {
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
      newestId: max(notifications.id),
    })
    .from(notifications)
    .where(ofUser(userId));
  return { all: row?.all ?? 0, unread: row?.unread ?? 0, newestId: row?.newestId ?? null };
}

/**
 * Marks the user's unread notifications read: one (`id`), those up to an id (`upToId`), those
 * leading to a page (`link`, e.g. when the user opens it), or all of them; another user's stay
 * untouched.
 */
export async function markRead(
  db: Queryable,
  userId: string,
  which: { id?: number; upToId?: number; link?: string } = {},
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        which.id === undefined ? undefined : eq(notifications.id, which.id),
        which.upToId === undefined ? undefined : lte(notifications.id, which.upToId),
        which.link === undefined ? undefined : eq(notifications.link, which.link),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** Deletes the notifications leading to a page: everyone's, or only the given users'. */
export async function deleteByLink(db: Queryable, link: string, userIds?: readonly string[]): Promise<void> {
  if (userIds?.length === 0) return;
  await db
    .delete(notifications)
    .where(
      and(eq(notifications.link, link), userIds ? inArray(notifications.userId, [...userIds]) : undefined),
    );
}

/** Gives the notifications leading to a page a new title (the item they announce was edited). */
export async function retitleByLink(db: Queryable, link: string, title: string): Promise<void> {
  await db.update(notifications).set({ title }).where(eq(notifications.link, link));
}
