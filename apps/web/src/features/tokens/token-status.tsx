import { connectionLabel, DisplayStatus, displayStatus, type InstanceRow } from '@chatgate/contracts';
import { type BadgeTone, StatusBadge } from '../../components/status-badge';
import { cn } from '../../lib/cn';

const statusTones: Record<string, BadgeTone> = {
  [DisplayStatus.trial]: 'info',
  [DisplayStatus.active]: 'success',
  [DisplayStatus.trialExpired]: 'danger',
  [DisplayStatus.billingExpired]: 'danger',
};

/** The status column: displayStatus (spec 4); a blank status shows nothing. */
export function TokenStatus({ row }: { row: InstanceRow }) {
  const label = displayStatus(row);
  if (!label) return null;
  return <StatusBadge tone={statusTones[label] ?? 'neutral'}>{label}</StatusBadge>;
}

/** The connection column: Not Connected, or Connected with the phone id (spec 4). */
export function TokenConnection({ row }: { row: InstanceRow }) {
  const connected = row.authenticated === 1;
  return (
    <StatusBadge tone={connected ? 'success' : 'neutral'}>
      <span
        aria-hidden="true"
        className={cn('size-1.5 rounded-full', connected ? 'bg-emerald-500' : 'bg-slate-400')}
      />
      {connectionLabel(row)}
    </StatusBadge>
  );
}
