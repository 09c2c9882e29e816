import {
  DisplayStatus,
  displayStatus,
  type InstanceRow,
  isSuccessfulPayment,
  REFUNDED_PAYMENT,
} from '@chatgate/contracts';
import type { BadgeTone } from '../../components/status-badge';

/**
 * The Status column of a payment (spec 3): authorized (or captured) is Success, anything else
 * Failed, except a payment refunded in full, which succeeded and was paid back.
 */
export function paymentBadge(status: string): { label: string; tone: BadgeTone } {
  if (isSuccessfulPayment(status)) return { label: 'Success', tone: 'success' };
  if (status === REFUNDED_PAYMENT) return { label: 'Refunded', tone: 'neutral' };
  return { label: 'Failed', tone: 'danger' };
}

/** Tokens the Subscribe page offers (spec 5): every one not Active, trials included. */
export function tokensToActivate<T extends Pick<InstanceRow, 'trial' | 'status'>>(rows: T[]): T[] {
  return rows.filter((row) => displayStatus(row) !== DisplayStatus.active);
}

/** A token in the Subscribe picker: department name, token id and, when it has one, its display status. */
export function tokenToActivateLabel(row: Pick<InstanceRow, 'instanceName' | 'insid' | 'trial' | 'status'>) {
  const status = displayStatus(row);
  return `${row.instanceName} (${row.insid})${status ? ` · ${status}` : ''}`;
}
