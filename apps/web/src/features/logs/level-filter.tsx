import { labelClassName } from '../../components/field-frame';
import { cn } from '../../lib/cn';
import { LEVEL_CHOICES } from './log-format';
import type { LogFilter } from './logs-query';

const DOTS: Record<LogFilter, string> = {
  all: 'bg-slate-400',
  error: 'bg-red-500',
  warning: 'bg-amber-500',
  info: 'bg-sky-500',
  success: 'bg-emerald-500',
};

/** The level filter of spec 2.11 as a row of radio buttons: All, Error, Warning, Info, Success. */
export function LevelFilter({ value, onChange }: { value: LogFilter; onChange: (level: LogFilter) => void }) {
  return (
    <fieldset>
      <legend className={labelClassName}>Level</legend>
      <div className="inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        {LEVEL_CHOICES.map((choice) => (
          <label key={choice.value} className="relative">
            <input
              type="radio"
              name="log-level"
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="peer absolute inset-0 z-10 cursor-pointer appearance-none rounded-md opacity-0"
            />
            <span
              className={cn(
                'flex h-9 items-center gap-2 rounded-md px-3 font-medium text-slate-600 text-sm transition-colors',
                'hover:text-slate-900 peer-checked:bg-white peer-checked:text-slate-900 peer-checked:shadow-sm',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-emerald-600',
                'dark:text-slate-300 dark:hover:text-white dark:peer-checked:bg-slate-950 dark:peer-checked:text-white',
              )}
            >
              <span aria-hidden="true" className={cn('size-2 rounded-full', DOTS[choice.value])} />
              {choice.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
