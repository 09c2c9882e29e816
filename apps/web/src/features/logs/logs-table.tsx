import type { LogEntry } from '@chatgate/contracts';
import { DataTable } from '../../components/data-table';
import { StatusBadge } from '../../components/status-badge';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format-date';
import { levelBadge, typeLabel } from './log-format';

const COLUMNS = ['Time', 'Level', 'Type', 'Token', 'Message'];
/**
 * A table cell from md up (tableCellClassName's padding); below md, a piece of the row's stacked
 * block: time, level, type and token on a line, the message under them, no sideways scrolling.
 */
const cell = 'md:px-4 md:py-3 md:first:pl-5 md:last:pr-5';
const stackedRow =
  'max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-x-3 max-md:gap-y-1 max-md:px-5 max-md:py-3';

function LevelBadge({ level }: { level: LogEntry['level'] }) {
  const { label, tone } = levelBadge(level);
  return <StatusBadge tone={tone}>{label}</StatusBadge>;
}

/** The log entries, newest first; tokens shown by department name (their insid once removed). */
export function LogsTable({ entries, tokenNames }: { entries: LogEntry[]; tokenNames: Map<string, string> }) {
  return (
    <DataTable columns={COLUMNS} minWidthClassName="md:min-w-[52rem]" stackBelowMd>
      {entries.map((entry) => {
        const token = tokenNames.get(entry.instance) ?? entry.instance;
        return (
          <tr key={entry.id} data-level={entry.level} className={cn('align-top', stackedRow)}>
            <td
              className={cn(
                cell,
                'whitespace-nowrap font-mono text-slate-600 text-xs leading-5 dark:text-slate-400',
              )}
            >
              <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp)}</time>
            </td>
            <td className={cell}>
              <LevelBadge level={entry.level} />
            </td>
            <td className={cn(cell, 'whitespace-nowrap text-slate-700 dark:text-slate-300')}>
              {typeLabel(entry.type)}
            </td>
            <td title={token} className={cn(cell, 'max-w-44 truncate text-slate-700 dark:text-slate-300')}>
              {token}
            </td>
            <td className={cn(cell, 'break-words text-slate-900 max-md:basis-full dark:text-slate-100')}>
              {entry.message}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
