import type { Ref } from 'react';
import { cn } from '../../lib/cn';

interface Props {
  inputId: string;
  /** The field's label for screen readers. */
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** Escape and Cancel. */
  onCancel: () => void;
  problem: string | null;
  pending: boolean;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  inputClassName: string;
  cancelClassName: string;
}

/**
 * The inside of a one-field form of the Sandbox Phone (a new text, a group's subject): the field,
 * Save, Cancel and the error under them.
 */
export function InlineTextFields(props: Props) {
  const { inputId, problem } = props;
  return (
    <>
      <label className="sr-only" htmlFor={inputId}>
        {props.label}
      </label>
      <input
        ref={props.inputRef}
        id={inputId}
        // biome-ignore lint/a11y/noAutofocus: the field the user just asked for
        autoFocus={props.autoFocus}
        value={props.value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${inputId}-error` : undefined}
        onChange={(event) => props.onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') props.onCancel();
        }}
        className={cn(
          'min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1 text-slate-900 text-sm aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
          props.inputClassName,
        )}
      />
      <button
        type="submit"
        disabled={props.pending}
        className="rounded-md bg-emerald-700 px-2 py-1 text-white text-xs disabled:opacity-60"
      >
        Save
      </button>
      <button
        type="button"
        onClick={props.onCancel}
        className={cn(
          'rounded-md px-2 py-1 text-slate-700 text-xs dark:text-slate-300 dark:hover:bg-slate-800',
          props.cancelClassName,
        )}
      >
        Cancel
      </button>
      {problem && (
        <p
          id={`${inputId}-error`}
          role="alert"
          className="basis-full text-right text-red-700 text-xs dark:text-red-400"
        >
          {problem}
        </p>
      )}
    </>
  );
}
