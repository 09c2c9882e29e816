import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { FieldFrame, useFieldIds } from './field-frame';
import { inputStateClassName } from './text-field';

interface TextareaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled multi-line input with its hint and error text. Works with register(). */
export function TextareaField({ label, error, hint, id, className, rows = 3, ...rest }: TextareaFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className} {...ids}>
      <textarea
        {...rest}
        id={ids.inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(
          'block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 text-sm shadow-xs transition',
          'placeholder:text-slate-400 focus:outline-none focus:ring-4 dark:bg-slate-900 dark:text-slate-100',
          inputStateClassName(error),
        )}
      />
    </FieldFrame>
  );
}
