import type { ReactNode } from 'react';
import { LEGAL_LAST_UPDATED, type LegalSection } from './legal-section';

interface LegalDocumentProps {
  title: string;
  /** A one-paragraph summary under the title. */
  summary: ReactNode;
  sections: LegalSection[];
}

/** The shared page of the privacy policy and the terms: title, date, contents, numbered sections. */
export function LegalDocument({ title, summary, sections }: LegalDocumentProps) {
  return (
    <article className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <header className="max-w-3xl">
        <p className="font-semibold text-emerald-700 text-sm dark:text-emerald-400">Legal</p>
        <h1 className="mt-2 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl dark:text-white">
          {title}
        </h1>
        <p className="mt-3 text-slate-500 text-sm dark:text-slate-400">
          Last updated <time dateTime={LEGAL_LAST_UPDATED.iso}>{LEGAL_LAST_UPDATED.label}</time>
        </p>
        <p className="mt-6 text-base text-slate-600 leading-7 sm:text-lg sm:leading-8 dark:text-slate-300">
          {summary}
        </p>
      </header>

      <div className="mt-10 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <TableOfContents sections={sections} />
        <div className="mt-10 max-w-3xl text-base text-slate-700 leading-7 lg:mt-0 dark:text-slate-300">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24 border-slate-200 border-t pt-8 first:border-t-0 first:pt-0 mt-10 first:mt-0 dark:border-slate-800"
            >
              <h2
                id={`${section.id}-heading`}
                className="font-semibold text-slate-900 text-xl tracking-tight sm:text-2xl dark:text-white"
              >
                {index + 1}. {section.title}
              </h2>
              <div className="mt-4">{section.body}</div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}

function TableOfContents({ sections }: { sections: LegalSection[] }) {
  return (
    <nav
      aria-labelledby="toc-heading"
      className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200 lg:sticky lg:top-24 lg:max-h-[calc(100vh-8rem)] lg:self-start lg:overflow-y-auto dark:bg-slate-900 dark:ring-slate-800"
    >
      <p id="toc-heading" className="font-semibold text-slate-900 text-sm dark:text-white">
        On this page
      </p>
      <ol className="mt-3 gap-x-6 text-sm sm:columns-2 lg:columns-1">
        {sections.map((section, index) => (
          <li key={section.id} className="flex break-inside-avoid gap-2 py-1">
            <span
              aria-hidden="true"
              className="w-5 shrink-0 text-right text-slate-500 tabular-nums dark:text-slate-400"
            >
              {index + 1}.
            </span>
            <a
              href={`#${section.id}`}
              className="rounded-sm text-slate-600 hover:text-emerald-700 dark:text-slate-300 dark:hover:text-emerald-400"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
