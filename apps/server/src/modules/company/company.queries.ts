import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { companies } from '../../db/schema';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyFields = Omit<typeof companies.$inferInsert, 'userId' | 'updatedAt'>;

export async function findCompany(db: Queryable, userId: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.userId, userId));
  return row;
}

export async function upsertCompany(
  db: Queryable,
  userId: string,
  fields: CompanyFields,
): Promise<CompanyRow> {
  const [row] = await db
    .insert(companies)
    .values({ userId, ...fields })
    .onConflictDoUpdate({ target: companies.userId, set: { ...fields, updatedAt: new Date() } })
    .returning();
  return row as CompanyRow;
}
