import { DisplayStatus, displayStatus, type InstanceRow, isSuccessfulPayment } from '@chatgate/contracts';
import type { BadgeTone } from '../../components/status-badge';

/** The Status column of a payment (spec 3): authorized (or captured) is Success, anything else Failed. */
export function paymentBadge(status: string): { label: string; tone: BadgeTone } {
  return isSuccessfulPayment(status)
    ? { label: 'Success', tone: 'success' }
    : { label: 'Failed', tone: 'danger' };
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
