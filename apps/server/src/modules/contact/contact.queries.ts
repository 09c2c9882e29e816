import type { Queryable } from '../../db/client';
import { contactMessages } from '../../db/schema';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(db: Queryable, row: NewContactMessage): Promise<string> {
  const [inserted] = await db.insert(contactMessages).values(row).returning({ id: contactMessages.id });
  if (!inserted) throw new Error('insert returned no row');
  return inserted.id;
}
