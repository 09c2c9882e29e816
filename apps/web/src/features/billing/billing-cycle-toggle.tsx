import { type BillingCycle, DEVELOPER_PLAN } from '@chatgate/contracts';
import { useId } from 'react';
import { labelClassName } from '../../components/field-frame';
import { StatusBadge } from '../../components/status-badge';
import { cn } from '../../lib/cn';
import { formatRupees } from '../../lib/format-rupees';

interface CycleOption {
  cycle: BillingCycle;
  title: string;
  detail: string;
  badges: string[];
}

const plan = (cycle: BillingCycle) => DEVELOPER_PLAN[cycle];

/** The two billing cycles of the Developer plan (spec 9), annual first. */
export const CYCLE_OPTIONS: CycleOption[] = [
  {
    cycle: 'annual',
    title: 'Annual',
    detail: `Charged ${formatRupees(plan('annual').charged)} for ${plan('annual').validityDays} days`,
    badges: [DEVELOPER_PLAN.badges.savePercent, DEVELOPER_PLAN.badges.saveMonthly],
  },
  {
    cycle: 'monthly',
    title: 'Monthly',
    detail: `Charged ${formatRupees(plan('monthly').charged)} for ${plan('monthly').validityDays} days`,
    badges: [],
  },
];

function CycleCard({
  option,
  checked,
  name,
  onSelect,
}: {
  option: CycleOption;
  checked: boolean;
  name: string;
  onSelect: () => void;
}) {
  const id = useId();
  return (
    <label
      className={cn(
        'relative flex cursor-pointer flex-col gap-1 rounded-xl border p-4 transition-colors',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-600 has-[:focus-visible]:outline-offset-2',
        checked
          ? 'border-emerald-600 bg-emerald-50/60 ring-1 ring-emerald-600 dark:bg-emerald-950/40'
          : 'border-slate-200 hover:border-slate-300 dark:border-slate-700 dark:hover:border-slate-600',
      )}
    >
      <input
        type="radio"
        name={name}
        value={option.cycle}
        checked={checked}
        onChange={onSelect}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-detail`}
        className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-xl opacity-0"
      />
      <span className="flex items-center justify-between gap-2">
        <span id={`${id}-title`} className="font-semibold text-slate-900 dark:text-white">
          {option.title}
        </span>
        <span
          aria-hidden="true"
          className={cn(
            'size-4 rounded-full border-2',
            checked ? 'border-[5px] border-emerald-600' : 'border-slate-300 dark:border-slate-600',
          )}
        />
      </span>
      <span className="text-slate-900 dark:text-white">
        <span className="font-bold text-2xl tracking-tight">
          {formatRupees(plan(option.cycle).pricePerMonth)}
        </span>
        <span className="text-slate-600 text-sm dark:text-slate-400">/month per number</span>
      </span>
      <span id={`${id}-detail`} className="text-slate-600 text-sm dark:text-slate-400">
        {option.detail}
      </span>
      {option.badges.length > 0 && (
        <span className="mt-1 flex flex-wrap gap-1.5">
          {option.badges.map((badge) => (
            <StatusBadge key={badge} tone="success">
              {badge}
            </StatusBadge>
          ))}
        </span>
      )}
    </label>
  );
}

/** The annual/monthly toggle of the Subscribe page: a radio group, each option with its price. */
export function BillingCycleToggle({
  value,
  onChange,
}: {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className={labelClassName}>Billing Cycle</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {CYCLE_OPTIONS.map((option) => (
          <CycleCard
            key={option.cycle}
            option={option}
            checked={value === option.cycle}
            name={name}
            onSelect={() => onChange(option.cycle)}
          />
        ))}
      </div>
    </fieldset>
  );
}
