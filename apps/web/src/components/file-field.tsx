import { cn } from '../lib/cn';
import { FieldFrame, useFieldIds } from './field-frame';

interface FileFieldProps {
  label: string;
  /** File types the picker offers, e.g. "image/*". */
  accept?: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
  /** The chosen file, or null when the choice was cleared. Give the field a new `key` to empty it. */
  onChange: (file: File | null) => void;
}

/** A labelled file picker with its hint and error text. */
export function FileField({ label, accept, hint, error, disabled, onChange }: FileFieldProps) {
  const ids = useFieldIds({ hint, error });
  return (
    <FieldFrame label={label} hint={hint} error={error} {...ids}>
      <input
        id={ids.inputId}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        className={cn(
          'block w-full cursor-pointer rounded-lg border border-dashed bg-slate-50 p-2 text-slate-600 text-sm',
          'file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-emerald-700 file:px-3 file:py-2 file:font-semibold file:text-white',
          'hover:file:bg-emerald-800 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-slate-800/60 dark:text-slate-300',
          error ? 'border-red-400' : 'border-slate-300 dark:border-slate-700',
        )}
      />
    </FieldFrame>
  );
}
