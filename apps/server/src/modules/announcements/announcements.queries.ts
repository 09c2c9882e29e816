import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { announcements, announcementRecipients as recipients, uploads } from '../../db/schema';
import type { NewsRow } from '../content/news-view';

export type AnnouncementRow = NewsRow & { isRecipient: boolean; addressees: number; openedBy: number };

/** Announcements with their file and the viewer's own addressee row (when they are one). */
function selectForViewer(db: Queryable, userId: string) {
  return db
    .select({
      id: announcements.id,
      subject: announcements.subject,
      description: announcements.description,
      createdAt: announcements.createdAt,
      fileName: uploads.fileName,
      originalName: uploads.originalName,
      isRecipient: sql<boolean>`${recipients.userId} is not null`,
      read: sql<boolean>`(${recipients.userId} is null or ${recipients.readAt} is not null)`,
      addressees: sql<number>`(select count(*)::int from announcement_recipients a where a.announcement_id = ${announcements.id})`,
      openedBy: sql<number>`(select count(*)::int from announcement_recipients a where a.announcement_id = ${announcements.id} and a.read_at is not null)`,
    })
    .from(announcements)
    .leftJoin(uploads, eq(uploads.id, announcements.uploadId))
    .leftJoin(
      recipients,
      and(eq(recipients.announcementId, announcements.id), eq(recipients.userId, userId)),
    );
}

/** Newest first: every announcement (`all`, for staff) or those addressed to the viewer. */
export async function listForViewer(
  db: Queryable,
  viewer: { userId: string; all: boolean },
  page: { limit: number; offset: number },
): Promise<{ rows: AnnouncementRow[]; total: number }> {
  const where: SQL | undefined = viewer.all ? undefined : isNotNull(recipients.userId);
  const totalQuery = viewer.all
    ? db.select({ n: count() }).from(announcements)
    : db.select({ n: count() }).from(recipients).where(eq(recipients.userId, viewer.userId));
  const [rows, [total]] = await Promise.all([
    selectForViewer(db, viewer.userId)
      .where(where)
      .orderBy(desc(announcements.id))
      .limit(page.limit)
      .offset(page.offset),
    totalQuery,
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findForViewer(
  db: Queryable,
  id: number,
  userId: string,
): Promise<AnnouncementRow | undefined> {
  const [row] = await selectForViewer(db, userId).where(eq(announcements.id, id));
  return row;
}

/** The announcement a stored file belongs to, as the viewer sees it. */
export async function findByUploadForViewer(
  db: Queryable,
  uploadId: string,
  userId: string,
): Promise<AnnouncementRow | undefined> {
  const [row] = await selectForViewer(db, userId).where(eq(announcements.uploadId, uploadId)).limit(1);
  return row;
}

export async function insertAnnouncement(
  db: Queryable,
  row: { subject: string; description: string; uploadId: string | null; createdBy: string },
): Promise<number> {
  const [inserted] = await db.insert(announcements).values(row).returning({ id: announcements.id });
  if (!inserted) throw new Error('insert into announcements returned no row');
  return inserted.id;
}

export async function insertRecipients(db: Queryable, announcementId: number, userIds: readonly string[]) {
  if (userIds.length === 0) return;
  await db.insert(recipients).values(userIds.map((userId) => ({ announcementId, userId })));
}

/** Marks the addressee's copy read; false when it already was (or they are not one). */
export async function markRead(db: Queryable, announcementId: number, userId: string): Promise<boolean> {
  const rows = await db
    .update(recipients)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(recipients.announcementId, announcementId),
        eq(recipients.userId, userId),
        isNull(recipients.readAt),
      ),
    )
    .returning({ id: recipients.announcementId });
  return rows.length > 0;
}

/** The announcement's own row (no viewer), for editing and deleting. */
export async function findAnnouncement(
  db: Queryable,
  id: number,
): Promise<{ id: number; uploadId: string | null } | undefined> {
  const [row] = await db
    .select({ id: announcements.id, uploadId: announcements.uploadId })
    .from(announcements)
    .where(eq(announcements.id, id))
    .for('update');
  return row;
}

export async function updateAnnouncement(
  db: Queryable,
  id: number,
  row: { subject: string; description: string; uploadId: string | null },
): Promise<void> {
  await db.update(announcements).set(row).where(eq(announcements.id, id));
}

/** Deletes the announcement; its addressee rows go with it (on delete cascade). */
export async function deleteAnnouncement(db: Queryable, id: number): Promise<void> {
  await db.delete(announcements).where(eq(announcements.id, id));
}

/** The users an announcement is addressed to. */
export async function recipientIds(db: Queryable, announcementId: number): Promise<string[]> {
  const rows = await db
    .select({ userId: recipients.userId })
    .from(recipients)
    .where(eq(recipients.announcementId, announcementId));
  return rows.map((row) => row.userId);
}

export async function deleteRecipients(db: Queryable, announcementId: number, userIds: readonly string[]) {
  if (userIds.length === 0) return;
  await db
    .delete(recipients)
    .where(and(eq(recipients.announcementId, announcementId), inArray(recipients.userId, [...userIds])));
}
