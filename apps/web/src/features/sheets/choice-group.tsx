import { labelClassName } from '../../components/field-frame';
import { cn } from '../../lib/cn';

export interface Choice<T extends string> {
  value: T;
  label: string;
  disabled?: boolean;
}

interface ChoiceGroupProps<T extends string> {
  legend: string;
  /** Groups the radios; unique on the page. */
  name: string;
  value: T;
  choices: Choice<T>[];
  onChange: (value: T) => void;
  /** Reads the legend to screen readers only. */
  hideLegend?: boolean;
}

/** A small set of exclusive choices as segmented radio buttons (arrow keys move between them). */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
  hideLegend,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset>
      <legend className={hideLegend ? 'sr-only' : labelClassName}>{legend}</legend>
      <div className="inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        {choices.map((choice) => (
          <label key={choice.value} className="relative">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              disabled={choice.disabled}
              onChange={() => onChange(choice.value)}
              className="peer absolute inset-0 z-10 cursor-pointer appearance-none rounded-md opacity-0 disabled:cursor-not-allowed"
            />
            <span
              className={cn(
                'flex h-9 items-center rounded-md px-3 font-medium text-slate-600 text-sm transition-colors',
                'hover:text-slate-900 peer-checked:bg-white peer-checked:text-slate-900 peer-checked:shadow-sm',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-emerald-600 peer-disabled:opacity-50',
                'dark:text-slate-300 dark:hover:text-white dark:peer-checked:bg-slate-950 dark:peer-checked:text-white',
              )}
            >
              {choice.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
