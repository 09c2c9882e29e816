import { type BillingCycle, DEVELOPER_PLAN, DEVELOPER_PLAN_FEATURES, TRIAL_DAYS } from '@chatgate/contracts';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../lib/router';
import { ButtonLink } from '../button-link';
import { BillingCycleToggle } from './billing-cycle-toggle';
import { developerPlanOffer } from './developer-plan-offer';

/** The Developer plan card with its billing-cycle switch; annual is selected first (spec 2.3). */
export function DeveloperPricing() {
  const [cycle, setCycle] = useState<BillingCycle>('annual');
  const offer = developerPlanOffer(cycle);

  return (
    <div className="flex flex-col items-center">
      <BillingCycleToggle selected={cycle} onSelect={setCycle} />
      <div
        data-testid="developer-plan"
        className="mt-8 w-full max-w-lg rounded-3xl bg-white p-6 text-left shadow-lg ring-1 ring-slate-200 sm:p-8"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 className="font-bold text-slate-900 text-xl">Developer</h3>
          <ul className="flex flex-wrap gap-2" aria-label="Savings">
            {offer.badges.map((badge) => (
              <li
                key={badge}
                className="rounded-full bg-emerald-50 px-3 py-1 font-semibold text-emerald-800 text-xs ring-1 ring-emerald-200"
              >
                {badge}
              </li>
            ))}
          </ul>
        </div>
        <p className="mt-6 flex items-baseline gap-2">
          <span data-testid="plan-price" className="font-bold text-5xl text-slate-900 tracking-tight">
            {offer.pricePerMonth}
          </span>
          <span className="text-slate-600">/ month per phone number</span>
        </p>
        <p data-testid="plan-billing" className="mt-2 text-slate-600 text-sm">
          {offer.billing}
        </p>
        {offer.yearlySavings && (
          <p data-testid="plan-savings" className="mt-1 font-semibold text-emerald-800 text-sm">
            {offer.yearlySavings}
          </p>
        )}
        <ButtonLink to="/auth/signup" size="lg" fullWidth className="mt-6">
          Start {TRIAL_DAYS}-day free trial
        </ButtonLink>
        <p className="mt-2 text-center text-slate-600 text-xs">No credit card required.</p>
        <ul className="mt-6 space-y-3 border-slate-100 border-t pt-6 text-slate-700 text-sm">
          {DEVELOPER_PLAN_FEATURES.map((feature) => (
            <li key={feature} className="flex gap-3">
              <Check aria-hidden="true" className="size-5 shrink-0 text-emerald-600" />
              {feature}
            </li>
          ))}
        </ul>
      </div>
      <p data-testid="sandbox-plan" className="mt-6 max-w-lg text-center text-slate-600 text-sm">
        <span className="font-semibold text-slate-900">Sandbox</span>: the trial and every paid token come
        with the Sandbox Phone, virtual phones that link to your token and send, receive and read like real
        ones, so you can build and test without a spare WhatsApp number.
      </p>
      <p className="mt-3 max-w-lg text-center text-slate-600 text-sm">
        Need {DEVELOPER_PLAN.volumeDiscountFromNumbers} or more phone numbers? A volume discount applies:{' '}
        <Link to="/contactus" className="font-semibold text-emerald-700 underline-offset-2 hover:underline">
          contact sales
        </Link>
        .
      </p>
    </div>
  );
}
