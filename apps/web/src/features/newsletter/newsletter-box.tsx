import type { NewsletterSource } from '@chatgate/contracts';
import { useId } from 'react';
import { NewsletterForm } from './newsletter-form';

const LOOKS = {
  /** A row under the footer's links. */
  footer: {
    box: 'mt-10 grid gap-4 border-slate-200 border-t pt-8 lg:grid-cols-[1.2fr_3fr] lg:items-start',
    intro: 'max-w-sm',
    heading: 'font-semibold text-slate-900 text-sm',
    text: 'mt-1 text-slate-600 text-sm leading-6',
    form: 'max-w-xl',
  },
  /** A card closing the blog page. */
  blog: {
    box: 'mx-auto mt-16 max-w-3xl rounded-2xl bg-emerald-50 p-6 text-center ring-1 ring-emerald-200 sm:p-10',
    intro: '',
    heading: 'font-bold text-2xl text-slate-900 tracking-tight',
    text: 'mt-2 text-slate-700',
    form: 'mx-auto mt-6 max-w-md text-left',
  },
} satisfies Record<NewsletterSource, Record<string, string>>;

/** The Stay Updated box: a heading, one line on what subscribers get, and the form. */
export function NewsletterBox({ source }: { source: NewsletterSource }) {
  const headingId = useId();
  const look = LOOKS[source];
  return (
    <section aria-labelledby={headingId} className={look.box}>
      <div className={look.intro}>
        <h2 id={headingId} className={look.heading}>
          Stay Updated
        </h2>
        <p className={look.text}>
          New guides and product news in your inbox. No spam; unsubscribe with one click.
        </p>
      </div>
      <div className={look.form}>
        <NewsletterForm source={source} />
      </div>
    </section>
  );
}
