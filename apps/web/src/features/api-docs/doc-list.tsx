import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface DocListItem {
  key: string | number;
  term: ReactNode;
  description: ReactNode;
}

interface DocListProps {
  items: DocListItem[];
  /** Width of the term column from the sm breakpoint up; terms sit above descriptions on phones. */
  termWidth?: string;
  className?: string;
}

/** Terms and their descriptions in two columns, one per line: fields, statuses, events. */
export function DocList({
  items,
  termWidth = 'sm:grid-cols-[13rem_minmax(0,1fr)]',
  className,
}: DocListProps) {
  return (
    <dl className={cn('divide-y divide-slate-100 text-sm dark:divide-slate-800', className)}>
      {items.map((item) => (
        <div key={item.key} className={cn('grid gap-x-4 gap-y-1 py-2.5', termWidth)}>
          <dt className="min-w-0">{item.term}</dt>
          <dd className="min-w-0 text-slate-600 dark:text-slate-300">{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}
