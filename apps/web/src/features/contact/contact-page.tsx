import { PageMeta } from '../../components/page-meta';
import { ContactDetails } from './contact-details';
import { ContactFaq } from './contact-faq';
import { ContactForm } from './contact-form';

/** /contactus (spec 2.6): the message form beside our contact details, then a short FAQ. */
export function ContactPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <PageMeta
        title="Contact Us | Chatgate"
        description="Contact the Chatgate team about the messaging API: sales, technical support, partnerships or billing. Write to us, call us or visit our office in Mumbai."
      />
      <header className="mx-auto max-w-3xl text-center">
        <p className="font-semibold text-emerald-700 text-sm dark:text-emerald-400">Contact Us</p>
        <h1 className="mt-2 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl dark:text-white">
          Get in Touch
        </h1>
        <p className="mt-4 text-base text-slate-600 leading-7 sm:text-lg dark:text-slate-300">
          Questions about the API, pricing or your account? Send us a message and we'll get back to you within
          one business day.
        </p>
      </header>

      <div className="mt-12 grid items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 dark:bg-slate-900 dark:ring-slate-800"
        >
          <h2 id="contact-form-heading" className="font-semibold text-slate-900 text-xl dark:text-white">
            Send us a Message
          </h2>
          <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">
            Fields other than Company are required.
          </p>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
        <ContactDetails />
      </div>

      <ContactFaq />
    </div>
  );
}
