import {
  canPayFor,
  DisplayStatus,
  displayStatus,
  type InstanceRow,
  isSuccessfulPayment,
  REFUNDED_PAYMENT,
} from '@chatgate/contracts';
import type { BadgeTone } from '../../components/status-badge';
import { formatDate } from '../../lib/format-date';
import { tokenLabel } from '../../lib/use-user-tokens';

/**
 * The Status column of a payment (spec 3): authorized (or captured) is Success, anything else
 * Failed, except a payment refunded in full, which succeeded and was paid back.
 */
export function paymentBadge(status: string): { label: string; tone: BadgeTone } {
  if (isSuccessfulPayment(status)) return { label: 'Success', tone: 'success' };
  if (status === REFUNDED_PAYMENT) return { label: 'Refunded', tone: 'neutral' };
  return { label: 'Failed', tone: 'danger' };
}

/**
 * Tokens the Subscribe page offers (spec 5): every one not Active, trials included, and an Active
 * one in its last days, so it can be renewed before it stops (canPayFor).
 */
export function tokensToActivate<T extends Pick<InstanceRow, 'trial' | 'status' | 'validTill'>>(
  rows: T[],
  now = Date.now(),
): T[] {
  return rows.filter((row) => canPayFor(row, now));
}

/**
 * A token in the Subscribe picker: department name, token id and, when it has one, its display
 * status; an Active one also says when it ends (a renewal adds to that date).
 */
export function tokenToActivateLabel(
  row: Pick<InstanceRow, 'instanceName' | 'insid' | 'wid' | 'trial' | 'status' | 'validTill'>,
) {
  const status = displayStatus(row);
  const ends = status === DisplayStatus.active && row.validTill ? `, ends ${formatDate(row.validTill)}` : '';
  // Named by its phone as on every other screen; by its id when no phone tells same-named tokens apart.
  const name = row.wid ? tokenLabel(row) : `${row.instanceName} (${row.insid})`;
  return `${name}${status ? ` · ${status}${ends}` : ''}`;
}
