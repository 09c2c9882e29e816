import { WORKSPACE_PLANS, workspacePlanContactPath } from '@chatgate/contracts';
import { Check } from 'lucide-react';
import { ButtonLink } from '../../components/button-link';
import { cn } from '../../lib/cn';
import { formatRupees } from '../../lib/format-rupees';
import { planHighlights } from './workspace-plan-features';

/** The four one-time workspace automation plans (spec 9). */
export function WorkspacePlans() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
      {WORKSPACE_PLANS.map((plan) => (
        <li
          key={plan.name}
          data-testid={`plan-${plan.name}`}
          className={cn(
            'relative flex flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200',
            plan.mostPopular && 'shadow-lg ring-2 ring-emerald-600',
          )}
        >
          {plan.mostPopular && (
            <p className="absolute -top-3 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-emerald-700 px-3 py-1 font-semibold text-white text-xs">
              Most popular
            </p>
          )}
          <h3 className="font-bold text-slate-900 text-xl">{plan.name}</h3>
          {plan.price === null ? (
            <p className="mt-4 font-bold text-3xl text-slate-900">Custom pricing</p>
          ) : (
            <div className="mt-4">
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-bold text-3xl text-slate-900">{formatRupees(plan.price)}</span>
                <span className="text-slate-600 text-sm">one time</span>
              </p>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                <span className="text-slate-600">
                  <span className="sr-only">Listed at </span>
                  <s>{formatRupees(plan.listPrice)}</s>
                </span>
                <span className="rounded-full bg-emerald-50 px-2 py-0.5 font-semibold text-emerald-800 text-xs">
                  {plan.discount}
                </span>
              </p>
            </div>
          )}
          <ul className="mt-6 flex-1 space-y-2.5 text-slate-700 text-sm">
            {planHighlights(plan.name).map((item) => (
              <li key={item} className="flex gap-2">
                <Check aria-hidden="true" className="size-5 shrink-0 text-emerald-600" />
                {item}
              </li>
            ))}
          </ul>
          {plan.price === null ? (
            <ButtonLink to={workspacePlanContactPath(plan)} variant="secondary" fullWidth className="mt-6">
              Contact Sales
            </ButtonLink>
          ) : (
            <ButtonLink
              to={workspacePlanContactPath(plan)}
              variant={plan.mostPopular ? 'primary' : 'secondary'}
              fullWidth
              className="mt-6"
            >
              Get {plan.name}
            </ButtonLink>
          )}
        </li>
      ))}
    </ul>
  );
}
