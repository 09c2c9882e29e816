import type { LogEntry } from '@chatgate/contracts';
import {
  cardStackableCellClassName as cell,
  DataTable,
  cardStackedRowClassName as stackedRow,
} from '../../components/data-table';
import { DateTime } from '../../components/date-text';
import { StatusBadge } from '../../components/status-badge';
import { cn } from '../../lib/cn';
import { levelBadge, typeLabel } from './log-format';

const COLUMNS = ['Time', 'Level', 'Type', 'Token', 'Message'];

function LevelBadge({ level }: { level: LogEntry['level'] }) {
  const { label, tone } = levelBadge(level);
  return <StatusBadge tone={tone}>{label}</StatusBadge>;
}

/**
 * The log entries, newest first; tokens shown by department name (their insid once removed). In a
 * card narrower than 56rem (a phone, or a laptop with the side bar open) each entry is stacked.
 * A message wraps anywhere: an API path such as /groups/{id}@g.us/participants/remove has no
 * space to break at and would otherwise run past the card.
 */
export function LogsTable({ entries, tokenNames }: { entries: LogEntry[]; tokenNames: Map<string, string> }) {
  return (
    <DataTable columns={COLUMNS} stackInNarrowCard>
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
              <DateTime value={entry.timestamp} withTime />
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
            <td className={cn(cell, 'wrap-anywhere text-slate-900 @max-4xl:basis-full dark:text-slate-100')}>
              {entry.message}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
