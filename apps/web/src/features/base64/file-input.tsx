import { useId } from 'react';
import { hintClassName, labelClassName } from '../../components/text-field';

interface FileInputProps {
  label: string;
  /** File types offered by the picker, e.g. ".txt,text/plain". */
  accept?: string;
  hint?: string;
  disabled?: boolean;
  onFile: (file: File) => void;
}

/** A labelled file picker that hands over the first chosen file. */
export function FileInput({ label, accept, hint, disabled, onFile }: FileInputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
        }}
        className={
          'block w-full cursor-pointer rounded-lg border border-slate-300 border-dashed bg-slate-50 p-2 text-slate-600 text-sm ' +
          'file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-emerald-700 file:px-3 file:py-2 file:font-semibold file:text-white ' +
          'hover:file:bg-emerald-800 disabled:cursor-not-allowed disabled:opacity-60 ' +
          'dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-300'
        }
      />
      {hint && (
        <p id={hintId} className={hintClassName}>
          {hint}
        </p>
      )}
    </div>
  );
}
