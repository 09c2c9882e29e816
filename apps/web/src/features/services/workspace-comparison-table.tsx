import { WORKSPACE_PLANS } from '@chatgate/contracts';
import { Check, Minus } from 'lucide-react';
import { COMPARED_FEATURES } from './workspace-plan-features';

function Cell({ value }: { value: string | boolean }) {
  if (value === true) {
    return (
      <>
        <Check aria-hidden="true" className="mx-auto size-5 text-emerald-600" />
        <span className="sr-only">Included</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <Minus aria-hidden="true" className="mx-auto size-5 text-slate-400" />
        <span className="sr-only">Not included</span>
      </>
    );
  }
  return <>{value}</>;
}

/** The feature comparison of the workspace plans, as a real table. */
export function WorkspaceComparisonTable() {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      aria-label="Plan comparison"
      className="relative overflow-x-auto rounded-2xl ring-1 ring-slate-200"
    >
      <table className="w-full min-w-[640px] bg-white text-sm">
        <caption className="sr-only">Features included in each workspace automation plan</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-4 py-3 text-left font-semibold text-slate-900">
              Feature
            </th>
            {WORKSPACE_PLANS.map((plan) => (
              <th key={plan.name} scope="col" className="px-4 py-3 text-center font-semibold text-slate-900">
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {COMPARED_FEATURES.map((row) => (
            <tr key={row.feature}>
              <th scope="row" className="px-4 py-3 text-left font-medium text-slate-700">
                {row.feature}
              </th>
              {WORKSPACE_PLANS.map((plan) => (
                <td key={plan.name} className="px-4 py-3 text-center text-slate-700">
                  <Cell value={row.plans[plan.name]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
