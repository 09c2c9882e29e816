import { type InstanceRow, isExpired } from '@chatgate/contracts';
import { formatDate } from '../../lib/format-date';

/** Under a token's status: until when it is valid, or since when it has expired; '' without a date. */
export function validityText(row: Pick<InstanceRow, 'validTill' | 'status'>): string {
  const date = row.validTill ? formatDate(row.validTill) : '';
  if (!date) return '';
  return isExpired(row) ? `Expired on ${date}` : `Valid till ${date}`;
}
