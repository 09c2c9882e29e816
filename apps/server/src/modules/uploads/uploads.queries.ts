import { eq, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { uploads } from '../../db/schema';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = Omit<typeof uploads.$inferInsert, 'id' | 'createdAt'>;

export async function insertUpload(db: Queryable, upload: NewUpload): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(upload).returning();
  if (!row) throw new Error('insert into uploads returned no row');
  return row;
}

export async function findByFileName(db: Queryable, fileName: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.fileName, fileName));
  return row;
}

/** Deletes the uploads row with this id or stored name (either may be left out) and returns it. */
export async function deleteUpload(
  db: Queryable,
  which: { id?: string | null; fileName?: string | null },
): Promise<UploadRow[]> {
  const conditions = [
    which.id ? eq(uploads.id, which.id) : undefined,
    which.fileName ? eq(uploads.fileName, which.fileName) : undefined,
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return [];
  return db
    .delete(uploads)
    .where(or(...conditions))
    .returning();
}
