import type { TicketStatus } from '@chatgate/contracts';

/** A ticket status as people read it: in the status badge, the status filter and the status select. */
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  pending: 'Pending',
  closed: 'Closed',
};
