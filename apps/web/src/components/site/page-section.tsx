import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface PageSectionProps {
  /** The anchor id, when the section is linked to (e.g. "pricing"). */
  id?: string;
  labelledBy: string;
  tinted?: boolean;
  children: ReactNode;
}

/** A full-width band of a public page, clear of the fixed header when scrolled to. */
export function PageSection({ id, labelledBy, tinted, children }: PageSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={cn('scroll-mt-16 py-16 sm:py-20', tinted && 'bg-slate-50')}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  );
}
