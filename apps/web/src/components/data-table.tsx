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
 * For a `stackInNarrowCard` table, the same two by the card's width: a row stacks while the card
 * is narrower than 56rem (a phone, a tablet, or a laptop with the side bar open).
 */
export const cardStackableCellClassName = '@4xl:px-4 @4xl:py-3 @4xl:first:pl-5 @4xl:last:pr-5';
export const cardStackedRowClassName =
  '@max-4xl:flex @max-4xl:flex-wrap @max-4xl:items-center @max-4xl:gap-x-3 @max-4xl:gap-y-1 @max-4xl:px-5 @max-4xl:py-3';

/**
 * For a stacking table: a cell's heading before its value while the row is stacked, where the
 * heading row is hidden; for cells whose value alone does not say what it is (a bare date, number
 * or ID). `inNarrowCard` for a `stackInNarrowCard` table.
 */
export function StackedLabel({ children, inNarrowCard }: { children: string; inNarrowCard?: boolean }) {
  return (
    <span
      className={cn(
        'font-normal font-sans text-slate-500 text-xs dark:text-slate-400',
        inNarrowCard ? '@4xl:hidden' : 'md:hidden',
      )}
    >
      {children}{' '}
    </span>
  );
}

interface DataTableProps {
  /** Column headings, in order. */
  columns: string[];
  /** A last column (e.g. row buttons) whose heading only screen readers read. */
  hiddenColumn?: string;
  /**
   * Below this width the table scrolls sideways instead of squeezing (a Tailwind min-w class);
   * none with stackInNarrowCard, whose table is never narrower than 56rem.
   */
  minWidthClassName?: string;
  /**
   * On narrow screens (below md) the heading row is hidden from sight (screen readers still read
   * each cell's column heading) and each row shows as a block of its cells, which the rows lay out
   * with `max-md:` classes, instead of scrolling sideways. Give a `md:` minimum width then.
   */
  stackBelowMd?: boolean;
  /**
   * Like stackBelowMd, but by the width of the table's card rather than the screen's: rows stack
   * while it is narrower than 56rem, laid out with `@max-4xl:` classes (cardStackedRowClassName,
   * cardStackableCellClassName). For tables too wide for a laptop's card with the side bar open.
   */
  stackInNarrowCard?: boolean;
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
  stackInNarrowCard = false,
  label,
  children,
}: DataTableProps) {
  return (
    <div
      className={cn('relative overflow-x-auto', stackInNarrowCard && '@container')}
      {...(label ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
    >
      <table
        className={cn(
          'w-full text-sm',
          minWidthClassName,
          stackBelowMd && 'max-md:block',
          stackInNarrowCard && '@max-4xl:block',
        )}
      >
        <thead
          className={cn(
            'bg-slate-50 text-left text-slate-500 text-xs uppercase tracking-wide dark:bg-slate-800/60 dark:text-slate-400',
            stackBelowMd && 'max-md:sr-only',
            stackInNarrowCard && '@max-4xl:sr-only',
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
          className={cn(
            'divide-y divide-slate-100 dark:divide-slate-800',
            stackBelowMd && 'max-md:block',
            stackInNarrowCard && '@max-4xl:block',
          )}
        >
          {children}
        </tbody>
      </table>
    </div>
  );
}
