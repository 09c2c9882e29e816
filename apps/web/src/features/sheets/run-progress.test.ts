import { SHEET_ROW_STATUSES, type SheetRun } from '@chatgate/contracts';
import { describe, expect, it } from 'vitest';
import { countTiles, rowBadge, runBadge, runSource } from './run-format';
import { activeRun, dryRunSummary, isRunActive, readyRows, runProgress } from './run-progress';

const counts = (values: Partial<SheetRun['counts']> = {}): SheetRun['counts'] => ({
  ...(Object.fromEntries(SHEET_ROW_STATUSES.map((s) => [s, 0])) as SheetRun['counts']),
  ...values,
});

const run = (id: string, status: SheetRun['status']): SheetRun => ({
  id,
  insid: 'ins_1',
  source: 'sheet',
  name: 'Leads',
  status,
  statusColumn: 'F',
  counts: counts(),
  total: 0,
  createdAt: '2025-01-05T09:07:03.000Z',
  finishedAt: null,
});

describe('runProgress', () => {
  it('counts sent, delivered, read, failed, cancelled and invalid rows as finished', () => {
    const progress = runProgress({
      total: 20,
      counts: counts({
        sent: 1,
        delivered: 2,
        read: 3,
        failed: 1,
        cancelled: 1,
        invalid: 2,
        queued: 4,
        pending: 6,
      }),
    });
    expect(progress).toEqual({ done: 10, total: 20, percent: 50 });
  });

  it('rounds down, so 100% means every row is finished', () => {
    expect(runProgress({ total: 3, counts: counts({ read: 2 }) }).percent).toBe(66);
    expect(runProgress({ total: 200, counts: counts({ read: 199 }) }).percent).toBe(99);
    expect(runProgress({ total: 3, counts: counts({ read: 2, failed: 1 }) }).percent).toBe(100);
  });

  it('is 0% without rows and never passes the total', () => {
    expect(runProgress({ total: 0, counts: counts() })).toEqual({ done: 0, total: 0, percent: 0 });
    expect(runProgress({ total: 2, counts: counts({ sent: 5 }) })).toEqual({
      done: 2,
      total: 2,
      percent: 100,
    });
  });
});

describe('run states', () => {
  it('polls a running or paused run only', () => {
    expect(isRunActive('running')).toBe(true);
    expect(isRunActive('paused')).toBe(true);
    for (const status of ['ready', 'completed', 'cancelled'] as const)
      expect(isRunActive(status)).toBe(false);
  });

  it('opens on the newest sending or paused run', () => {
    const runs = [run('a', 'ready'), run('b', 'paused'), run('c', 'running')];
    expect(activeRun(runs)?.id).toBe('b');
    expect(activeRun([run('a', 'completed')])).toBeUndefined();
    expect(activeRun(undefined)).toBeUndefined();
  });
});

describe('dryRunSummary', () => {
  it('says how many rows are ready and how many have problems', () => {
    expect(dryRunSummary({ total: 120, counts: counts({ pending: 117, invalid: 3 }) })).toBe(
      '117 rows ready, 3 rows with problems',
    );
    expect(dryRunSummary({ total: 1, counts: counts({ pending: 1 }) })).toBe(
      '1 row ready, 0 rows with problems',
    );
    expect(dryRunSummary({ total: 1500, counts: counts({ invalid: 1 }) })).toBe(
      '1,499 rows ready, 1 row with problems',
    );
    expect(readyRows({ total: 4, counts: counts({ invalid: 4 }) })).toBe(0);
  });
});

describe('run format', () => {
  it('badges every run and row status with a label of its own', () => {
    expect(runBadge('running')).toEqual({ label: 'Sending', tone: 'info' });
    expect(runBadge('completed').tone).toBe('success');
    expect(rowBadge('failed')).toEqual({ label: 'Failed', tone: 'danger' });
    expect(new Set(SHEET_ROW_STATUSES.map((s) => rowBadge(s).label)).size).toBe(SHEET_ROW_STATUSES.length);
  });

  it('counts queued, sent, delivered, read, failed and invalid rows; waiting and cancelled only when some', () => {
    expect(countTiles(counts({ sent: 2 })).map((t) => t.label)).toEqual([
      'Queued',
      'Sent',
      'Delivered',
      'Read',
      'Failed',
      'Invalid',
    ]);
    const tiles = countTiles(counts({ pending: 3, cancelled: 1 }));
    expect(tiles[0]).toEqual({ status: 'pending', label: 'Waiting', value: 3 });
    expect(tiles.at(-1)).toEqual({ status: 'cancelled', label: 'Cancelled', value: 1 });
  });

  it('tells where the rows come from', () => {
    expect(runSource(run('a', 'ready'))).toBe('Tab Leads, statuses written to column F');
    expect(runSource({ source: 'file', name: 'leads.csv', statusColumn: null })).toBe('File leads.csv');
  });
});
