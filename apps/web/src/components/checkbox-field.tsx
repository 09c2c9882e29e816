import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { cn } from '../lib/cn';
import { useEarlyClicks } from '../lib/early-clicks';
import { FieldError } from './field-error';

interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string;
  name?: string;
  className?: string;
}

/** A labelled checkbox (Radix) with its error text. */
export function CheckboxField({
  label,
  checked,
  onCheckedChange,
  error,
  name,
  className,
}: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const box = useRef<HTMLButtonElement>(null);
  useEarlyClicks(box, () => onCheckedChange(!checked));
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <CheckboxPrimitive.Root
          ref={box}
          id={id}
          name={name}
          checked={checked}
          onCheckedChange={(value) => onCheckedChange(value === true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-md border bg-white shadow-xs transition dark:bg-slate-900',
            'data-[state=checked]:border-emerald-600 data-[state=checked]:bg-emerald-600',
            error
              ? 'border-red-400'
              : 'border-slate-300 hover:border-slate-400 dark:border-slate-600 dark:hover:border-slate-500',
          )}
        >
          <CheckboxPrimitive.Indicator>
            <Check aria-hidden="true" className="size-3.5 text-white" strokeWidth={3} />
          </CheckboxPrimitive.Indicator>
        </CheckboxPrimitive.Root>
        <label htmlFor={id} className="text-slate-600 text-sm leading-6 dark:text-slate-300">
          {label}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
