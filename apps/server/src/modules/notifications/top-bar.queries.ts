import type { TicketStatus } from '@chatgate/contracts';
import { and, desc, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { broadcastReads, broadcasts, tickets, users } from '../../db/schema';

/** Broadcasts sent since the user signed up that they have not opened. */
const unreadBroadcastOf = (userId: string) =>
  and(
    gt(broadcasts.createdAt, sql`(select ${users.createdAt} from ${users} where ${users.id} = ${userId})`),
    notExists(
      sql`(select 1 from ${broadcastReads} where ${broadcastReads.broadcastId} = ${broadcasts.id} and ${broadcastReads.userId} = ${userId})`,
    ),
  );

export async function countUnreadBroadcasts(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(broadcasts)
    .where(unreadBroadcastOf(userId));
  return row?.n ?? 0;
}

export function unreadBroadcasts(db: Queryable, userId: string, limit: number) {
  return db
    .select({ id: broadcasts.id, subject: broadcasts.subject })
    .from(broadcasts)
    .where(unreadBroadcastOf(userId))
    .orderBy(desc(broadcasts.id))
    .limit(limit);
}

/** Which tickets a badge counts: one owner's (or everyone's) in some statuses. */
export interface WaitingTickets {
  userId?: string;
  statuses: readonly TicketStatus[];
}

const waitingWhere = (which: WaitingTickets) =>
  and(
    which.userId ? eq(tickets.userId, which.userId) : undefined,
    inArray(tickets.status, [...which.statuses]),
  );

export async function countWaitingTickets(db: Queryable, which: WaitingTickets): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(tickets).where(waitingWhere(which));
  return row?.n ?? 0;
}

/** The latest-updated of those tickets first, `limit` of them. */
export function waitingTickets(db: Queryable, which: WaitingTickets, limit: number) {
  return db
    .select({ id: tickets.id, title: tickets.subject, status: tickets.status })
    .from(tickets)
    .where(waitingWhere(which))
    .orderBy(desc(tickets.updatedAt), desc(tickets.id))
    .limit(limit);
}
