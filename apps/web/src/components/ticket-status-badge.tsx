import type { TicketStatus } from '@chatgate/contracts';
import { TICKET_STATUS_LABELS } from '../lib/ticket-status';
import { type BadgeTone, StatusBadge } from './status-badge';

/** open waits for support, pending waits for the user, closed is done. */
const TONES: Record<TicketStatus, BadgeTone> = {
  open: 'info',
  pending: 'warning',
  closed: 'neutral',
};

/** A ticket's status: Open (waiting for support), Pending (waiting for the user) or Closed. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <StatusBadge tone={TONES[status]}>{TICKET_STATUS_LABELS[status]}</StatusBadge>;
}
