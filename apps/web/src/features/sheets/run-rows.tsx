import type { SheetRunDetail } from '@chatgate/contracts';
import { CircleCheck, Rows3 } from 'lucide-react';
import { useId } from 'react';
import {
  stackableCellClassName as cell,
  DataTable,
  StackedLabel,
  stackedRowClassName as stackedRow,
} from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { Pager } from '../../components/pager';
import { StatusBadge } from '../../components/status-badge';
import { cn } from '../../lib/cn';
import type { RunRowFilter } from './api';
import { ChoiceGroup } from './choice-group';
import { rowBadge } from './run-format';

interface RunRowsProps {
  detail: SheetRunDetail;
  /** The page shown is the previous one while the asked one loads. */
  loading: boolean;
  filter: RunRowFilter;
  onFilter: (filter: RunRowFilter) => void;
  onPage: (page: number) => void;
}

const COLUMNS = ['Row', 'Phone', 'Message', 'Status', 'Details'];
const muted = 'text-slate-500 dark:text-slate-400';

/** Each row's result, all of them or only the invalid and failed ones, a page at a time. */
export function RunRows({ detail, loading, filter, onFilter, onPage }: RunRowsProps) {
  const name = useId();
  const { run, rows, page, pages } = detail;
  return (
    <section
      aria-label="Rows"
      className="overflow-hidden rounded-xl ring-1 ring-slate-200 dark:ring-slate-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-slate-100 border-b px-5 py-3 dark:border-slate-800">
        <h3 className="font-semibold text-slate-900 text-sm dark:text-white">Rows</h3>
        <ChoiceGroup
          legend="Show"
          hideLegend
          name={name}
          value={filter}
          onChange={onFilter}
          choices={[
            { value: 'all', label: 'All rows' },
            { value: 'problems', label: 'Problems only' },
          ]}
        />
      </div>
      {rows.length === 0 ? (
        filter === 'problems' ? (
          <EmptyState icon={CircleCheck} title="No problems">
            {run.status === 'ready'
              ? 'Every row passed the checks.'
              : 'No row is invalid or has failed so far.'}
          </EmptyState>
        ) : (
          <EmptyState icon={Rows3} title="No rows">
            This send has no rows.
          </EmptyState>
        )
      ) : (
        <div aria-busy={loading || undefined} className={cn('transition-opacity', loading && 'opacity-60')}>
          <DataTable
            columns={COLUMNS}
            label={`Rows of ${run.name}`}
            minWidthClassName="md:min-w-[48rem]"
            stackBelowMd
          >
            {rows.map((row) => {
              const badge = rowBadge(row.status);
              return (
                <tr key={row.row} className={cn('align-top', stackedRow)}>
                  <td className={cn(cell, 'tabular-nums', muted)}>
                    <StackedLabel>Row</StackedLabel>
                    {row.row}
                  </td>
                  <td
                    className={cn(
                      cell,
                      'whitespace-nowrap font-mono text-slate-800 text-xs dark:text-slate-200',
                    )}
                  >
                    <StackedLabel>Phone</StackedLabel>
                    {row.phone || <span className={muted}>—</span>}
                  </td>
                  <td
                    title={row.message}
                    className={cn(
                      cell,
                      'max-w-72 truncate text-slate-800 max-md:max-w-none max-md:basis-full dark:text-slate-200',
                      !row.message && 'max-md:hidden',
                    )}
                  >
                    {row.message || <span className={muted}>—</span>}
                  </td>
                  <td className={cell}>
                    <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>
                  </td>
                  {/* Below md the details fill the rest of the status's line, and are left out when none. */}
                  <td
                    className={cn(
                      cell,
                      'max-w-80 break-words text-slate-700 max-md:min-w-0 max-md:max-w-none max-md:flex-1 dark:text-slate-300',
                      !row.reason && !row.messageId && 'max-md:hidden',
                    )}
                  >
                    {row.reason ??
                      (row.messageId ? (
                        <span className={cn('font-mono text-xs', muted)}>
                          <StackedLabel>Message ID</StackedLabel>
                          {row.messageId}
                        </span>
                      ) : (
                        <span className={muted}>—</span>
                      ))}
                  </td>
                </tr>
              );
            })}
          </DataTable>
        </div>
      )}
      <Pager page={page} pages={pages} label="Pages of rows" onPage={onPage} />
    </section>
  );
}
