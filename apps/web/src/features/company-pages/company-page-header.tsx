import type { ReactNode } from 'react';

interface CompanyPageHeaderProps {
  eyebrow: string;
  title: string;
  children: ReactNode;
}

/** The opening of the company pages: a small label, the page's one h1 and a lead paragraph. */
export function CompanyPageHeader({ eyebrow, title, children }: CompanyPageHeaderProps) {
  return (
    <header className="max-w-3xl">
      <p className="font-semibold text-emerald-700 text-sm dark:text-emerald-400">{eyebrow}</p>
      <h1 className="mt-2 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl dark:text-white">
        {title}
      </h1>
      <div className="mt-6 space-y-4 text-base text-slate-600 leading-7 sm:text-lg sm:leading-8 dark:text-slate-300">
        {children}
      </div>
    </header>
  );
}

/** A titled block of a company page (an h2 and its content). */
export function CompanyPageSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-14 sm:mt-16">
      <h2 id={id} className="font-bold text-2xl text-slate-900 tracking-tight dark:text-white">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}
