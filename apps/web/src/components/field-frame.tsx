import { type ReactNode, useId } from 'react';
import { FieldError } from './field-error';

export const labelClassName = 'mb-1.5 block font-medium text-slate-700 text-sm dark:text-slate-300';
export const hintClassName = 'mt-1.5 text-slate-500 text-sm empty:hidden dark:text-slate-400';

interface FieldDescription {
  /** The control's id when the caller gives one; otherwise one is made. */
  id?: string;
  hint?: ReactNode;
  error?: string;
  /** Ids the caller already describes the control with, kept first. */
  describedBy?: string;
}

/** The ids a labelled control needs: its own, its hint's and its error's, and aria-describedby. */
export function useFieldIds({ id, hint, error, describedBy }: FieldDescription) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedByIds = [describedBy, hint ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return { inputId, hintId, errorId, describedBy: describedByIds || undefined };
}

interface FieldFrameProps {
  label: string;
  inputId: string;
  hintId: string;
  errorId: string;
  hint?: ReactNode;
  error?: string;
  /** Announce hint changes (a hint that reacts to what is typed). */
  liveHint?: boolean;
  className?: string;
  children: ReactNode;
}

/** A control's label above it, its hint and its error text below. */
export function FieldFrame({
  label,
  inputId,
  hintId,
  errorId,
  hint,
  error,
  liveHint = false,
  className,
  children,
}: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelClassName}>
        {label}
      </label>
      {children}
      {hint &&
        (liveHint ? (
          <div id={hintId} aria-live="polite" className={hintClassName}>
            {hint}
          </div>
        ) : (
          <p id={hintId} className={hintClassName}>
            {hint}
          </p>
        ))}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
