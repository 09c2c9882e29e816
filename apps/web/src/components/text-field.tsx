import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { FieldFrame, useFieldIds } from './field-frame';

export interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string;
  /** Help text under the field, linked with aria-describedby. */
  hint?: ReactNode;
  /** A control inside the right edge of the input (e.g. a show/hide button). */
  endAdornment?: ReactNode;
}

export const inputClassName =
  'block h-11 w-full rounded-lg border bg-white px-3 text-slate-900 text-sm shadow-xs transition ' +
  'placeholder:text-slate-400 focus:outline-none focus:ring-4 ' +
  'dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500';

/** Border and focus ring of a control, red when it has an error. */
export function inputStateClassName(error?: string) {
  return error
    ? 'border-red-400 focus:border-red-500 focus:ring-red-100 dark:focus:ring-red-900/40'
    : 'border-slate-300 focus:border-emerald-500 focus:ring-emerald-100 dark:border-slate-700 dark:focus:ring-emerald-900/50';
}

/** A labelled input with its hint and error text. Works with react-hook-form's register(). */
export function TextField({ label, error, hint, endAdornment, id, className, ...rest }: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy: rest['aria-describedby'] });
  return (
    <FieldFrame label={label} hint={hint} error={error} liveHint className={className} {...ids}>
      <div className="relative">
        <input
          {...rest}
          id={ids.inputId}
          aria-invalid={error ? true : rest['aria-invalid']}
          aria-describedby={ids.describedBy}
          className={cn(inputClassName, endAdornment && 'pr-11', inputStateClassName(error))}
        />
        {endAdornment && (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{endAdornment}</div>
        )}
      </div>
    </FieldFrame>
  );
}
