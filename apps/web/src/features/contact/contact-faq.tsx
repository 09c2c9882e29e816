import { ChevronDown } from 'lucide-react';

const FAQ = [
  {
    question: 'How quickly can I get started?',
    answer:
      'In minutes. Sign up for the free trial, get a QR code for your token on the dashboard, link your phone and send your first message through the API.',
  },
  {
    question: 'Do you offer 24/7 support?',
    answer:
      'Yes. Our support team is available around the clock by e-mail and tickets; our office answers calls during the business hours shown on this page.',
  },
  {
    question: 'Can I integrate with my existing systems?',
    answer:
      'Yes. The API is plain HTTPS with JSON, with samples in eight languages and signed webhooks, so it fits any CRM, ERP, website or spreadsheet workflow you already use.',
  },
  {
    question: 'Is there a free trial available?',
    answer:
      'Yes. Every new account gets a 7-day free trial with full feature access and no credit card required.',
  },
] as const;

/** Spec 2.6: four questions visitors ask before writing to us. */
export function ContactFaq() {
  return (
    <section aria-labelledby="contact-faq-heading" className="mt-16">
      <h2
        id="contact-faq-heading"
        className="text-center font-bold text-2xl text-slate-900 tracking-tight dark:text-white"
      >
        Frequently Asked Questions
      </h2>
      <div className="mx-auto mt-8 max-w-3xl space-y-3">
        {FAQ.map(({ question, answer }) => (
          <details
            key={question}
            className="group rounded-xl bg-white shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:text-white [&::-webkit-details-marker]:hidden">
              {question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-slate-500 transition group-open:rotate-180"
              />
            </summary>
            <p className="px-5 pb-5 text-slate-600 text-sm leading-6 dark:text-slate-300">{answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
