import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface SectionHeadingProps {
  /** The id the section's aria-labelledby points at. */
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  centered?: boolean;
}

/** A section's small label, its h2 and an optional lead paragraph. */
export function SectionHeading({ id, eyebrow, title, children, centered }: SectionHeadingProps) {
  return (
    <div className={cn('max-w-2xl', centered && 'mx-auto text-center')}>
      <p className="font-semibold text-emerald-700 text-sm">{eyebrow}</p>
      <h2 id={id} className="mt-2 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
        {title}
      </h2>
      {children && <p className="mt-4 text-lg text-slate-600 leading-8">{children}</p>}
    </div>
  );
}
