import { TRIAL_DAYS } from '@chatgate/contracts';
import { ButtonLink } from '../../components/button-link';

/** The article's call to action (spec 2.6): start a trial or read the documentation. */
export function PostCallToAction() {
  return (
    <section
      aria-labelledby="post-cta-heading"
      className="rounded-2xl bg-slate-900 px-6 py-10 text-center text-white sm:px-12 sm:py-14"
    >
      <h2 id="post-cta-heading" className="text-balance font-bold text-2xl tracking-tight sm:text-3xl">
        Ready to send your first message?
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-slate-300">
        Start a {TRIAL_DAYS}-day free trial with no credit card, or read the API documentation first.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/auth/signup" size="lg">
          Start Free Trial
        </ButtonLink>
        <ButtonLink to="/dashboard/apiDocs" size="lg" variant="secondary">
          View Documentation
        </ButtonLink>
      </div>
    </section>
  );
}
