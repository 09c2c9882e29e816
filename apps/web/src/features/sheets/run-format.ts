import type { SheetRowStatus, SheetRun, SheetRunStatus } from '@chatgate/contracts';
import type { BadgeTone } from '../../components/status-badge';

export type Badge = { label: string; tone: BadgeTone };

const RUN_BADGES: Record<SheetRunStatus, Badge> = {
  ready: { label: 'Checked', tone: 'neutral' },
  running: { label: 'Sending', tone: 'info' },
  paused: { label: 'Paused', tone: 'warning' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  completed: { label: 'Completed', tone: 'success' },
};

const ROW_BADGES: Record<SheetRowStatus, Badge> = {
  invalid: { label: 'Invalid', tone: 'danger' },
  pending: { label: 'Waiting', tone: 'neutral' },
  queued: { label: 'Queued', tone: 'info' },
  sent: { label: 'Sent', tone: 'info' },
  delivered: { label: 'Delivered', tone: 'success' },
  read: { label: 'Read', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

export const runBadge = (status: SheetRunStatus): Badge => RUN_BADGES[status];
export const rowBadge = (status: SheetRowStatus): Badge => ROW_BADGES[status];

/** The counts shown under a run's progress bar, in the order a message moves through them. */
const COUNTED: readonly SheetRowStatus[] = ['queued', 'sent', 'delivered', 'read', 'failed', 'invalid'];

/** One tile per counted status; waiting and cancelled rows only when there are some. */
export function countTiles(
  counts: SheetRun['counts'],
): Array<{ status: SheetRowStatus; label: string; value: number }> {
  const shown: SheetRowStatus[] = [
    ...(counts.pending > 0 ? (['pending'] as const) : []),
    ...COUNTED,
    ...(counts.cancelled > 0 ? (['cancelled'] as const) : []),
  ];
  return shown.map((status) => ({ status, label: ROW_BADGES[status].label, value: counts[status] }));
}

/** Where the run's rows come from, in words. */
export function runSource(run: Pick<SheetRun, 'source' | 'name' | 'statusColumn'>): string {
  if (run.source === 'file') return `File ${run.name}`;
  const column = run.statusColumn ? `, statuses written to column ${run.statusColumn}` : '';
  return `Tab ${run.name}${column}`;
}
