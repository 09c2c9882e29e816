import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** Padding of a data table's cells: the first and last column line up with a card's edge. */
export const tableCellClassName = 'px-4 py-3 first:pl-5 last:pr-5';

/** For a `stackBelowMd` table: a cell padded as tableCellClassName from md up, bare below. */
export const stackableCellClassName = 'md:px-4 md:py-3 md:first:pl-5 md:last:pr-5';
/** For a `stackBelowMd` table: below md, a row is a wrapping line of its cells, padded as a card. */
export const stackedRowClassName =
  'max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-x-3 max-md:gap-y-1 max-md:px-5 max-md:py-3';

/**
 * For a `stackBelowMd` table: a cell's heading before its value below md, where the heading row is
 * hidden; for cells whose value alone does not say what it is (a bare date, number or ID).
 */
export function StackedLabel({ children }: { children: string }) {
  return (
    <span className="font-normal font-sans text-slate-500 text-xs md:hidden dark:text-slate-400">
      {children}{' '}
    </span>
  );
}

interface DataTableProps {
  /** Column headings, in order. */
  columns: string[];
  /** A last column (e.g. row buttons) whose heading only screen readers read. */
  hiddenColumn?: string;
  /** Below this width the table scrolls sideways instead of squeezing (a Tailwind min-w class). */
  minWidthClassName: string;
  /**
   * On narrow screens (below md) the heading row goes and each row shows as a block of its cells,
   * which the rows lay out with `max-md:` classes, instead of scrolling sideways. Give a `md:`
   * minimum width then.
   */
  stackBelowMd?: boolean;
  /**
   * Names the scrolling area and makes it keyboard focusable, so a table without buttons or
   * links in its rows can still be scrolled sideways from the keyboard.
   */
  label?: string;
  /** The rows (`<tr>` elements). */
  children: ReactNode;
}

/**
 * A card-wide table with its heading row, scrolling sideways on small screens. The scroll area is
 * positioned so screen-reader-only text in the cells stays inside it instead of widening the page.
 */
export function DataTable({
  columns,
  hiddenColumn,
  minWidthClassName,
  stackBelowMd = false,
  label,
  children,
}: DataTableProps) {
  return (
    <div
      className="relative overflow-x-auto"
      {...(label ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
    >
      <table className={cn('w-full text-sm', minWidthClassName, stackBelowMd && 'max-md:block')}>
        <thead
          className={cn(
            'bg-slate-50 text-left text-slate-500 text-xs uppercase tracking-wide dark:bg-slate-800/60 dark:text-slate-400',
            stackBelowMd && 'max-md:hidden',
          )}
        >
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={cn(tableCellClassName, 'whitespace-nowrap font-medium')}
              >
                {column}
              </th>
            ))}
            {hiddenColumn && (
              <th scope="col" className={tableCellClassName}>
                <span className="sr-only">{hiddenColumn}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody
          className={cn('divide-y divide-slate-100 dark:divide-slate-800', stackBelowMd && 'max-md:block')}
        >
          {children}
        </tbody>
      </table>
    </div>
  );
}
