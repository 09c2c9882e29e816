import { cn } from '../../lib/cn';
import { ReferenceLink } from './reference-link';
import type { DocSection } from './sections';
import { useActiveSection } from './use-active-section';

/** The side table of contents; the section in view is marked. */
export function DocsToc({ sections }: { sections: DocSection[] }) {
  const active = useActiveSection(sections.map((section) => section.id));
  return (
    <nav
      aria-label="On this page"
      className="text-sm lg:sticky lg:top-[84px] lg:max-h-[calc(100vh-100px)] lg:overflow-y-auto"
    >
      <p className="mb-2 font-semibold text-slate-500 text-xs uppercase tracking-wide dark:text-slate-400">
        On this page
      </p>
      <ul className="grid grid-cols-2 gap-x-4 border-slate-200 sm:grid-cols-3 lg:block lg:border-l dark:border-slate-800">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              aria-current={active === section.id ? 'location' : undefined}
              className={cn(
                'block py-1 transition-colors lg:-ml-px lg:border-l-2 lg:pl-3',
                active === section.id
                  ? 'border-emerald-600 font-medium text-emerald-700 dark:border-emerald-400 dark:text-emerald-400'
                  : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
              )}
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
      <ReferenceLink className="mt-4 inline-flex items-center gap-1.5 font-medium text-emerald-700 hover:underline dark:text-emerald-400">
        Interactive reference
      </ReferenceLink>
    </nav>
  );
}
