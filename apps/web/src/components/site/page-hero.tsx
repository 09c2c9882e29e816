import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow: string;
  title: ReactNode;
  lead: string;
  /** The calls to action under the lead. */
  children?: ReactNode;
  /** Shown under the calls to action (e.g. highlights). */
  footer?: ReactNode;
}

/** The top of a public page: a small label, the page's one h1, a lead and its calls to action. */
export function PageHero({ eyebrow, title, lead, children, footer }: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50%_60%_at_70%_0%,rgba(16,185,129,0.18),transparent),radial-gradient(40%_50%_at_0%_30%,rgba(20,184,166,0.10),transparent)]"
      />
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-24 lg:px-8">
        <p className="inline-flex items-center gap-2 rounded-full bg-emerald-50 px-3 py-1 font-medium text-emerald-800 text-xs ring-1 ring-emerald-200">
          {eyebrow}
        </p>
        <h1 className="mt-5 text-balance font-bold text-4xl text-slate-900 tracking-tight sm:text-5xl xl:text-6xl">
          {title}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600 leading-8">{lead}</p>
        {children && <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>}
        {footer}
      </div>
    </section>
  );
}
