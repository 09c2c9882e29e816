import { Mail } from 'lucide-react';
import { PageMeta } from '../../components/page-meta';
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from '../../lib/support-email';
import { CompanyPageHeader, CompanyPageSection } from './company-page-header';
import { TextCardGrid } from './text-card-grid';

const HOW_WE_WORK = [
  {
    title: 'Small changes, shipped often',
    text: 'Work lands in small, reviewed steps, each one finished: built, tested and documented.',
  },
  {
    title: 'Test against the real thing',
    text: 'A feature is done when it works end to end, in a real browser, against a real server and database.',
  },
  {
    title: 'Write it down',
    text: 'Decisions, trade-offs and how-tos are written where the next person will find them.',
  },
  {
    title: 'Support is everyone’s job',
    text: 'Everyone reads customer tickets, because the fastest way to learn what to build is to hear what broke.',
  },
] as const;

/** /careers: how we work, and how to reach us while no roles are open. */
export function CareersPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <PageMeta
        title="Careers | Chatgate"
        description="Work at Chatgate on messaging infrastructure that developers and businesses rely on. How we work, what we look for and how to apply."
      />
      <CompanyPageHeader eyebrow="Careers" title="Careers at Chatgate">
        <p>
          We build the messaging infrastructure developers and businesses rely on to talk to their customers.
          It has to work every time, so we care about doing things properly more than doing many things.
        </p>
      </CompanyPageHeader>

      <CompanyPageSection id="how-heading" title="How we work">
        <TextCardGrid items={HOW_WE_WORK} columns="sm:grid-cols-2" />
      </CompanyPageSection>

      <CompanyPageSection id="roles-heading" title="Open roles">
        <div className="max-w-3xl rounded-2xl bg-emerald-50 p-6 ring-1 ring-emerald-200 sm:p-8 dark:bg-emerald-950 dark:ring-emerald-900">
          <p className="font-semibold text-slate-900 dark:text-white">
            There are no open roles listed right now.
          </p>
          <p className="mt-2 text-slate-700 leading-7 dark:text-slate-300">
            If you would like to work with us anyway, write to us with a few lines about yourself and links to
            work you are proud of. We read every message.
          </p>
          <a
            href={`${SUPPORT_MAILTO}?subject=${encodeURIComponent('Careers at Chatgate')}`}
            className="mt-5 inline-flex items-center gap-2 break-words rounded-sm font-semibold text-emerald-800 underline decoration-emerald-800/30 underline-offset-2 hover:decoration-emerald-800 dark:text-emerald-300"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {SUPPORT_EMAIL}
          </a>
        </div>
      </CompanyPageSection>
    </div>
  );
}
