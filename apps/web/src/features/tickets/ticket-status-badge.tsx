import type { TicketStatus } from '@chatgate/contracts';
import { StatusBadge } from '../../components/status-badge';
import { STATUS_LABELS, STATUS_TONES } from './ticket-params';

/** A ticket's status: Open (waiting for support), Pending (waiting for the user) or Closed. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <StatusBadge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</StatusBadge>;
}
