import { type ComponentProps, useId } from 'react';
import { cn } from '../lib/cn';
import { FieldError } from './field-error';
import { hintClassName, inputStateClassName, labelClassName } from './text-field';

interface TextareaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled multi-line input with its hint and error text. Works with register(). */
export function TextareaField({ label, error, hint, id, className, rows = 3, ...rest }: TextareaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelClassName}>
        {label}
      </label>
      <textarea
        {...rest}
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cn(
          'block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 text-sm shadow-xs transition',
          'placeholder:text-slate-400 focus:outline-none focus:ring-4 dark:bg-slate-900 dark:text-slate-100',
          inputStateClassName(error),
        )}
      />
      {hint && (
        <p id={hintId} className={hintClassName}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
