import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { broadcasts, broadcastReads as reads, uploads } from '../../db/schema';
import type { NewsRow } from '../content/news-view';

/** Broadcasts with their file and whether the viewer has opened them. */
function selectForViewer(db: Queryable, userId: string) {
  return db
    .select({
      id: broadcasts.id,
      subject: broadcasts.subject,
      description: broadcasts.description,
      createdAt: broadcasts.createdAt,
      fileName: uploads.fileName,
      originalName: uploads.originalName,
      read: sql<boolean>`${reads.userId} is not null`,
    })
    .from(broadcasts)
    .leftJoin(uploads, eq(uploads.id, broadcasts.uploadId))
    .leftJoin(reads, and(eq(reads.broadcastId, broadcasts.id), eq(reads.userId, userId)));
}

/** Every broadcast, newest first. */
export async function listForViewer(
  db: Queryable,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: NewsRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    selectForViewer(db, userId).orderBy(desc(broadcasts.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(broadcasts),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findForViewer(db: Queryable, id: number, userId: string): Promise<NewsRow | undefined> {
  const [row] = await selectForViewer(db, userId).where(eq(broadcasts.id, id));
  return row;
}

/** Whether a stored file is a broadcast's attachment. */
export async function isBroadcastUpload(db: Queryable, uploadId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: broadcasts.id })
    .from(broadcasts)
    .where(eq(broadcasts.uploadId, uploadId))
    .limit(1);
  return row !== undefined;
}

export async function insertBroadcast(
  db: Queryable,
  row: { subject: string; description: string; uploadId: string | null; createdBy: string },
): Promise<number> {
  const [inserted] = await db.insert(broadcasts).values(row).returning({ id: broadcasts.id });
  if (!inserted) throw new Error('insert into broadcasts returned no row');
  return inserted.id;
}

export async function markRead(db: Queryable, broadcastId: number, userId: string): Promise<void> {
  await db.insert(reads).values({ broadcastId, userId }).onConflictDoNothing();
}

/** The broadcast's own row (no viewer), for editing and deleting. */
export async function findBroadcast(
  db: Queryable,
  id: number,
): Promise<{ id: number; uploadId: string | null } | undefined> {
  const [row] = await db
    .select({ id: broadcasts.id, uploadId: broadcasts.uploadId })
    .from(broadcasts)
    .where(eq(broadcasts.id, id))
    .for('update');
  return row;
}

export async function updateBroadcast(
  db: Queryable,
  id: number,
  row: { subject: string; description: string; uploadId: string | null },
): Promise<void> {
  await db.update(broadcasts).set(row).where(eq(broadcasts.id, id));
}

/** Deletes the broadcast; who has read it goes with it (on delete cascade), so no badge counts it. */
export async function deleteBroadcast(db: Queryable, id: number): Promise<void> {
  await db.delete(broadcasts).where(eq(broadcasts.id, id));
}
