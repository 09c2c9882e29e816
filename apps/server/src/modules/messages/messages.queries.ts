import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { messages } from '../../db/schema';

export type MessageRow = typeof messages.$inferSelect;
type MessageStatus = MessageRow['status'];

export async function insertMessage(
  db: Queryable,
  message: Pick<typeof messages.$inferInsert, 'instanceId' | 'direction' | 'remote' | 'body' | 'status'> & {
    id?: string;
  },
): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(message).onConflictDoNothing().returning();
  return row as MessageRow;
}

const ORDER: Record<MessageStatus, number> = {
  queued: 0,
  sent: 1,
  delivered: 2,
  read: 3,
  failed: 4,
  received: 4,
};

/** Moves a message forward only (a late "delivered" never overwrites "read"). */
export async function advanceStatus(
  db: Queryable,
  id: string,
  status: MessageStatus,
  error?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: messages.status })
      .from(messages)
      .where(eq(messages.id, id))
      .for('update');
    if (!row || ORDER[row.status] >= ORDER[status]) return;
    await tx
      .update(messages)
      .set({ status, error: error ?? null, updatedAt: new Date() })
      .where(eq(messages.id, id));
  });
}

export async function findMessage(db: Queryable, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row;
}
