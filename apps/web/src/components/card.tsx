import { type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';

interface CardProps {
  title: string;
  description?: ReactNode;
  /** Controls at the right of the header (e.g. a button). */
  action?: ReactNode;
  className?: string;
  /** Drops the body padding, for tables that run edge to edge. */
  flush?: boolean;
  children: ReactNode;
}

/** A titled panel of the dashboard, labelled by its heading. */
export function Card({ title, description, action, className, flush, children }: CardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800',
        className,
      )}
    >
      <div className="flex flex-col items-start gap-3 border-slate-100 border-b px-5 py-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
        {/* A title may be a customer's text (a ticket's subject): one long word wraps, not the page. */}
        <div className="min-w-0 max-w-full wrap-anywhere">
          <h2 id={headingId} className="font-semibold text-slate-900 dark:text-white">
            {title}
          </h2>
          {description && <p className="mt-0.5 text-slate-500 text-sm dark:text-slate-400">{description}</p>}
        </div>
        {action}
      </div>
      <div className={cn(!flush && 'p-5')}>{children}</div>
    </section>
  );
}
