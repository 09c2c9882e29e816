import type { SheetRun } from '@chatgate/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import {
  stackableCellClassName as cell,
  DataTable,
  StackedLabel,
  stackedRowClassName as stackedRow,
} from '../../components/data-table';
import { DateTime } from '../../components/date-text';
import { EmptyState } from '../../components/empty-state';
import { QueryStatus } from '../../components/query-status';
import { StatusBadge } from '../../components/status-badge';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format-date';
import { runBadge } from './run-format';
import { runProgress } from './run-progress';

interface RunListProps {
  runs: UseQueryResult<{ runs: SheetRun[] }>;
  /** The run shown above, highlighted. */
  openId: string | null;
  onOpen: (id: string) => void;
}

const COLUMNS = ['Name', 'Status', 'Checked', 'Progress'];

/** The token's bulk sends, newest first; Open shows one above. */
export function RunList({ runs, openId, onOpen }: RunListProps) {
  return (
    <Card title="Past bulk sends" description="Newest first. Open one to see its rows." flush>
      {!runs.data ? (
        <QueryStatus query={runs} errorTitle="The bulk sends could not be loaded" />
      ) : runs.data.runs.length === 0 ? (
        <EmptyState icon={History} title="No bulk sends yet">
          Each time you check the rows of a tab or a file, the send shows up here.
        </EmptyState>
      ) : (
        <DataTable columns={COLUMNS} hiddenColumn="Actions" minWidthClassName="md:min-w-[40rem]" stackBelowMd>
          {runs.data.runs.map((run) => {
            const badge = runBadge(run.status);
            const { done, total, percent } = runProgress(run);
            const current = run.id === openId;
            return (
              <tr
                key={run.id}
                className={cn(stackedRow, current && 'bg-emerald-50/60 dark:bg-emerald-950/30')}
              >
                <td className={cn(cell, 'max-md:basis-full max-md:break-words')}>
                  <span className="block font-medium text-slate-900 dark:text-white">{run.name}</span>
                  <span className="text-slate-500 text-xs dark:text-slate-400">
                    {run.source === 'sheet' ? 'Spreadsheet tab' : 'Uploaded file'}
                  </span>
                </td>
                <td className={cell}>
                  <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>
                </td>
                <td className={cn(cell, 'whitespace-nowrap text-slate-600 text-xs dark:text-slate-400')}>
                  <StackedLabel>Checked</StackedLabel>
                  <DateTime value={run.createdAt} withTime />
                </td>
                <td className={cn(cell, 'whitespace-nowrap text-slate-700 tabular-nums dark:text-slate-300')}>
                  <StackedLabel>Progress</StackedLabel>
                  {run.status === 'ready' ? 'Not started' : `${done} / ${total} (${percent}%)`}
                </td>
                <td className={cn(cell, 'text-right max-md:ml-auto')}>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-current={current || undefined}
                    onClick={() => onOpen(run.id)}
                  >
                    Open
                    <span className="sr-only">
                      {' '}
                      {run.name}, checked {formatDateTime(run.createdAt)}
                    </span>
                  </Button>
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
    </Card>
  );
}
