import { DEVELOPER_PLAN, TRIAL_DAYS } from '@chatgate/contracts';
import { ArrowRight, Check } from 'lucide-react';
import { ButtonLink } from '../../components/button-link';
import { formatRupees } from '../../lib/format-rupees';
import { FeatureGrid } from './feature-grid';
import { IntegrationSection } from './integration-section';

const HIGHLIGHTS = [`${TRIAL_DAYS}-day free trial`, 'No credit card required', 'Unlimited messages'];

/** Home: a short hero, the feature highlights, the integration samples and the price, until the full page lands. */
export function HomePage() {
  return (
    <>
      <section className="relative isolate overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(50%_60%_at_70%_0%,rgba(16,185,129,0.18),transparent),radial-gradient(40%_50%_at_0%_30%,rgba(20,184,166,0.10),transparent)]"
        />
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-24 lg:px-8">
          <p className="inline-flex items-center gap-2 rounded-full bg-emerald-50 px-3 py-1 font-medium text-emerald-700 text-xs ring-1 ring-emerald-200">
            WhatsApp messaging API
          </p>
          <h1 className="mt-5 font-bold text-4xl text-slate-900 tracking-tight sm:text-5xl xl:text-6xl">
            Send and receive WhatsApp messages <span className="text-emerald-600">from your own code</span>
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600 leading-8">
            Chatgate connects your phone number to a simple HTTP API: text, media, locations, contacts and
            groups, with real-time webhooks for incoming messages and delivery updates.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to="/auth/signup" size="lg">
              Start Free Trial
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
            <ButtonLink to="/auth" size="lg" variant="secondary">
              Log in to your dashboard
            </ButtonLink>
          </div>
          <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-slate-600 text-sm">
            {HIGHLIGHTS.map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <Check aria-hidden="true" className="size-4 text-emerald-600" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <FeatureGrid />

      <IntegrationSection />

      <section id="pricing" aria-labelledby="pricing-heading" className="bg-slate-50 py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <h2 id="pricing-heading" className="font-bold text-3xl text-slate-900 tracking-tight">
            One simple price per phone number
          </h2>
          <p className="mt-3 text-slate-600">
            Developer plan:{' '}
            <strong className="text-slate-900">{formatRupees(DEVELOPER_PLAN.annual.pricePerMonth)}</strong>{' '}
            per number per month billed annually, or {formatRupees(DEVELOPER_PLAN.monthly.pricePerMonth)}{' '}
            billed monthly.
          </p>
          <ButtonLink to="/auth/signup" size="lg" className="mt-8">
            Try it free for {TRIAL_DAYS} days
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
