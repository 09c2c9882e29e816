import type { BillingCycle } from '@chatgate/contracts';
import { cn } from '../../lib/cn';

const CYCLES: Array<{ id: BillingCycle; label: string }> = [
  { id: 'monthly', label: 'Monthly' },
  { id: 'annual', label: 'Annual' },
];

interface BillingCycleToggleProps {
  selected: BillingCycle;
  onSelect: (cycle: BillingCycle) => void;
}

/** The monthly / annual switch of the pricing section. */
export function BillingCycleToggle({ selected, onSelect }: BillingCycleToggleProps) {
  return (
    <fieldset className="inline-flex rounded-full bg-slate-100 p-1 ring-1 ring-slate-200">
      <legend className="sr-only">Billing cycle</legend>
      {CYCLES.map((cycle) => (
        <button
          key={cycle.id}
          type="button"
          aria-pressed={cycle.id === selected}
          onClick={() => onSelect(cycle.id)}
          className={cn(
            'rounded-full px-5 py-2 font-semibold text-sm transition-colors',
            cycle.id === selected
              ? 'bg-white text-emerald-800 shadow-sm'
              : 'text-slate-600 hover:text-slate-900',
          )}
        >
          {cycle.label}
        </button>
      ))}
    </fieldset>
  );
}
