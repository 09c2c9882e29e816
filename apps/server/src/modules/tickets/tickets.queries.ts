import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { instances, ticketMessages, tickets, uploads, users } from '../../db/schema';

export type TicketRow = typeof tickets.$inferSelect;
export type TicketStatus = TicketRow['status'];
export type NewTicket = Pick<typeof tickets.$inferInsert, 'userId' | 'type' | 'instanceId' | 'subject'>;
export type NewTicketMessage = Omit<typeof ticketMessages.$inferInsert, 'id' | 'createdAt'>;

/** Which tickets a list or count covers: one owner's (or everyone's), in some statuses (or all). */
export interface TicketFilter {
  userId?: string;
  statuses?: readonly TicketStatus[];
}

const whereOf = (filter: TicketFilter): SQL | undefined =>
  and(
    filter.userId ? eq(tickets.userId, filter.userId) : undefined,
    filter.statuses ? inArray(tickets.status, [...filter.statuses]) : undefined,
  );

const summary = {
  id: tickets.id,
  userId: tickets.userId,
  type: tickets.type,
  subject: tickets.subject,
  status: tickets.status,
  instanceId: tickets.instanceId,
  instanceName: instances.name,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
  ownerName: users.name,
  ownerUsername: users.username,
};

export async function insertTicket(db: Queryable, row: NewTicket): Promise<TicketRow> {
  const [inserted] = await db.insert(tickets).values(row).returning();
  if (!inserted) throw new Error('insert returned no row');
  return inserted;
}

export async function insertTicketMessage(db: Queryable, row: NewTicketMessage): Promise<void> {
  await db.insert(ticketMessages).values(row);
}

/** The ticket, locked for the rest of the transaction (replies and status changes in turn). */
export async function lockTicket(db: Queryable, id: number): Promise<TicketRow | undefined> {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, id)).for('update');
  return row;
}

/** Sets the status and marks the ticket as having new activity. */
export async function setStatus(db: Queryable, id: number, status: TicketStatus): Promise<void> {
  await db.update(tickets).set({ status, updatedAt: sql`now()` }).where(eq(tickets.id, id));
}

export type TicketSummaryRow = Awaited<ReturnType<typeof listTickets>>[number];

/** Tickets with their owner's name, newest activity first. */
export function listTickets(db: Queryable, filter: TicketFilter, limit: number, offset = 0) {
  return db
    .select(summary)
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.userId))
    .leftJoin(instances, eq(instances.id, tickets.instanceId))
    .where(whereOf(filter))
    .orderBy(desc(tickets.updatedAt), desc(tickets.id))
    .limit(limit)
    .offset(offset);
}

export async function countTickets(db: Queryable, filter: TicketFilter): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(tickets).where(whereOf(filter));
  return row?.n ?? 0;
}

export async function findTicketSummary(db: Queryable, id: number): Promise<TicketSummaryRow | undefined> {
  const [row] = await db
    .select(summary)
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.userId))
    .leftJoin(instances, eq(instances.id, tickets.instanceId))
    .where(eq(tickets.id, id));
  return row;
}

/** A ticket's thread in order, with each author's name and attachment's stored name. */
export function ticketThread(db: Queryable, ticketId: number) {
  return db
    .select({
      id: ticketMessages.id,
      author: users.name,
      fromStaff: ticketMessages.fromStaff,
      body: ticketMessages.body,
      fileName: uploads.fileName,
      createdAt: ticketMessages.createdAt,
    })
    .from(ticketMessages)
    .leftJoin(users, eq(users.id, ticketMessages.authorId))
    .leftJoin(uploads, eq(uploads.id, ticketMessages.uploadId))
    .where(eq(ticketMessages.ticketId, ticketId))
    .orderBy(asc(ticketMessages.id));
}

/** The owner of the ticket an upload is attached to; undefined when it belongs to no ticket. */
export async function ticketOwnerOfUpload(db: Queryable, uploadId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: tickets.userId })
    .from(ticketMessages)
    .innerJoin(tickets, eq(tickets.id, ticketMessages.ticketId))
    .where(eq(ticketMessages.uploadId, uploadId))
    .limit(1);
  return row?.userId;
}
