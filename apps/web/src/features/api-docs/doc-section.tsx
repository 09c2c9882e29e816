import type { ReactNode } from 'react';

interface DocSectionProps {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** One section of the page, the target of its table-of-contents link. */
export function DocSection({ id, title, intro, children }: DocSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-20 space-y-5">
      <div>
        <h2 id={`${id}-heading`} className="font-bold text-slate-900 text-xl tracking-tight dark:text-white">
          {title}
        </h2>
        {intro && <p className="mt-1 text-slate-600 text-sm leading-6 dark:text-slate-400">{intro}</p>}
      </div>
      {children}
    </section>
  );
}
