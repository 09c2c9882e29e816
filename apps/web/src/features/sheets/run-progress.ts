import type { SheetRowStatus, SheetRun, SheetRunStatus } from '@chatgate/contracts';

/** Row statuses that are done with: nothing more happens to them. */
export const FINISHED_ROW_STATUSES: readonly SheetRowStatus[] = [
  'sent',
  'delivered',
  'read',
  'failed',
  'cancelled',
  'invalid',
];

export interface RunProgress {
  /** Finished rows (see FINISHED_ROW_STATUSES). */
  done: number;
  total: number;
  /** Whole percent, rounded down so 100 means every row is finished. */
  percent: number;
}

/** How far a run has come: finished rows out of all its rows. */
export function runProgress({ counts, total }: Pick<SheetRun, 'counts' | 'total'>): RunProgress {
  const done = Math.min(
    total,
    FINISHED_ROW_STATUSES.reduce((sum, status) => sum + counts[status], 0),
  );
  const percent = total > 0 ? Math.floor((done / total) * 100) : 0;
  return { done, total, percent };
}

/** A run that is sending or paused: its detail is polled until it ends. */
export const isRunActive = (status: SheetRunStatus): boolean => status === 'running' || status === 'paused';

/** The run the bulk send card opens on: one that is sending or paused, newest first in the list. */
export function activeRun(runs: readonly SheetRun[] | undefined): SheetRun | undefined {
  return runs?.find((run) => isRunActive(run.status));
}

const rows = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'row' : 'rows'}`;

/** The dry run in a line: "N rows ready, M rows with problems". */
export function dryRunSummary({ counts, total }: Pick<SheetRun, 'counts' | 'total'>): string {
  const problems = counts.invalid;
  return `${rows(Math.max(0, total - problems))} ready, ${rows(problems)} with problems`;
}

/** Rows that would be sent when the run starts. */
export const readyRows = ({ counts, total }: Pick<SheetRun, 'counts' | 'total'>): number =>
  Math.max(0, total - counts.invalid);
