import {
  PASSWORD_CHECK_LABELS,
  type PasswordChecks,
  passwordChecks,
  passwordStrength,
  STRENGTH_LABELS,
  strengthLabel,
} from '@chatgate/contracts';
import { Check, Circle } from 'lucide-react';
import { cn } from '../../../lib/cn';

const MAX_SCORE = STRENGTH_LABELS.length - 1;

/** Bar and label colour for a score of 0 to 5. */
const scoreColours = [
  { bar: 'bg-red-500', text: 'text-red-600' },
  { bar: 'bg-red-500', text: 'text-red-600' },
  { bar: 'bg-orange-500', text: 'text-orange-700' },
  { bar: 'bg-amber-400', text: 'text-amber-700' },
  { bar: 'bg-emerald-500', text: 'text-emerald-700' },
  { bar: 'bg-emerald-600', text: 'text-emerald-800' },
] as const;

/** Live strength score, label, coloured bar and the five-item checklist (spec 4, 5). */
export function PasswordStrengthMeter({ id, password }: { id: string; password: string }) {
  const score = passwordStrength(password);
  const label = strengthLabel(score);
  const colours = scoreColours[score] ?? scoreColours[0];
  const checks = passwordChecks(password);

  return (
    <div id={id} className="mt-2.5 space-y-2.5">
      <div className="flex items-center gap-3">
        <meter
          className="sr-only"
          aria-label="Password strength"
          min={0}
          max={MAX_SCORE}
          value={score}
          aria-valuetext={label}
        />
        <div aria-hidden="true" className="grid flex-1 grid-cols-5 gap-1">
          {Array.from({ length: MAX_SCORE }, (_, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed five segments
              key={index}
              className={cn(
                'h-1.5 rounded-full transition-colors',
                index < score ? colours.bar : 'bg-slate-200',
              )}
            />
          ))}
        </div>
        <span
          className={cn('w-20 text-right font-medium text-xs', password ? colours.text : 'text-slate-500')}
        >
          {label}
        </span>
      </div>
      <ul className="grid grid-cols-1 gap-x-4 gap-y-1 text-xs sm:grid-cols-2">
        {(Object.keys(PASSWORD_CHECK_LABELS) as Array<keyof PasswordChecks>).map((key) => (
          <li
            key={key}
            className={cn('flex items-center gap-1.5', checks[key] ? 'text-emerald-700' : 'text-slate-500')}
          >
            {checks[key] ? (
              <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
            ) : (
              <Circle aria-hidden="true" className="size-3.5" />
            )}
            <span className="sr-only">{checks[key] ? 'Done:' : 'To do:'}</span>
            {PASSWORD_CHECK_LABELS[key]}
          </li>
        ))}
      </ul>
    </div>
  );
}
