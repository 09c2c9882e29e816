import {
  CONNECTION_PROBLEM_TEXTS,
  DisplayStatus,
  displayStatus,
  type InstanceRow,
} from '@chatgate/contracts';
import { type BadgeTone, StatusBadge } from '../../components/status-badge';
import { cn } from '../../lib/cn';
import { validityText } from './validity';

const statusTones: Record<string, BadgeTone> = {
  [DisplayStatus.trial]: 'info',
  [DisplayStatus.active]: 'success',
  [DisplayStatus.trialExpired]: 'danger',
  [DisplayStatus.billingExpired]: 'danger',
};

/** The status column: displayStatus (spec 4), a blank status showing no badge, and the token's validity. */
export function TokenStatus({ row }: { row: InstanceRow }) {
  const label = displayStatus(row);
  const validity = validityText(row);
  if (!label && !validity) return null;
  return (
    <div className="flex flex-col items-start gap-1">
      {label && <StatusBadge tone={statusTones[label] ?? 'neutral'}>{label}</StatusBadge>}
      {validity && (
        <span className="whitespace-nowrap text-slate-500 text-xs dark:text-slate-400">{validity}</span>
      )}
    </div>
  );
}

/**
 * The connection column: Not Connected (with why, while the session is down: e.g. WhatsApp cannot
 * be reached), or Connected with the phone id under it (spec 4), so the
 * column stays narrow enough for a connected token's actions to keep to one line.
 */
export function TokenConnection({ row }: { row: InstanceRow }) {
  const connected = row.authenticated === 1;
  return (
    <div className="flex flex-col items-start gap-1">
      <StatusBadge tone={connected ? 'success' : 'neutral'}>
        <span
          aria-hidden="true"
          className={cn('size-1.5 rounded-full', connected ? 'bg-emerald-500' : 'bg-slate-400')}
        />
        {connected ? 'Connected' : 'Not Connected'}
      </StatusBadge>
      {connected && row.wid && (
        <span className="font-mono text-slate-500 text-xs dark:text-slate-400">{row.wid}</span>
      )}
      {!connected && row.problem && (
        <span role="status" className="max-w-48 text-amber-700 text-xs dark:text-amber-400">
          {CONNECTION_PROBLEM_TEXTS[row.problem]}
        </span>
      )}
    </div>
  );
}
