import {
  isStaffRole,
  TICKETS_PAGE_SIZE,
  type TicketDetail,
  type TicketListQuery,
  type TicketListResponse,
  TicketMessages,
  type TicketSummary,
  ticketLink,
} from '@chatgate/contracts';
import type { Queryable } from '../../db/client';
import { notFound } from '../../http/app-error';
import type { AuthenticatedUser } from '../../http/auth-guard';
import { markNotificationsReadByLink } from '../notifications/notifications.service';
import * as q from './tickets.queries';

/** Staff (Admin, CRM) see and answer every ticket; a user only their own. */
export const isStaff = (caller: AuthenticatedUser) => isStaffRole(caller.role);

/** The ticket if the caller may see it; another user's ticket does not exist for a user (404, never 403). */
export function visibleTicket<T extends { userId: string }>(
  caller: AuthenticatedUser,
  row: T | undefined,
): T {
  if (!row || (row.userId !== caller.id && !isStaff(caller))) throw notFound(TicketMessages.notFound);
  return row;
}

const toSummary = (row: q.TicketSummaryRow): TicketSummary => ({
  id: row.id,
  type: row.type,
  subject: row.subject,
  status: row.status,
  insid: row.instanceId,
  instanceName: row.instanceName,
  owner: { uuid: row.userId, name: row.ownerName, username: row.ownerUsername },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listTickets(
  db: Queryable,
  caller: AuthenticatedUser,
  query: TicketListQuery,
): Promise<TicketListResponse> {
  const filter: q.TicketFilter = {
    userId: isStaff(caller) ? undefined : caller.id,
    statuses: query.status ? [query.status] : undefined,
  };
  const [rows, total] = await Promise.all([
    q.listTickets(db, filter, TICKETS_PAGE_SIZE, (query.page - 1) * TICKETS_PAGE_SIZE),
    q.countTickets(db, filter),
  ]);
  return { result: rows.map(toSummary), total, page: query.page, pageSize: TICKETS_PAGE_SIZE };
}

export async function getTicket(db: Queryable, caller: AuthenticatedUser, id: number): Promise<TicketDetail> {
  const row = visibleTicket(caller, await q.findTicketSummary(db, id));
  const thread = await q.ticketThread(db, id);
  // The reader has now seen what their notifications about this ticket told of.
  await markNotificationsReadByLink(db, caller.id, ticketLink(id));
  return {
    ...toSummary(row),
    messages: thread.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
  };
}
