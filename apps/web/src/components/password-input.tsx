import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

/** A password field with a show/hide toggle. */
export function PasswordInput({ id, ...props }: Omit<TextFieldProps, 'type' | 'endAdornment'>) {
  const [visible, setVisible] = useState(false);
  const generatedId = useId();
  const inputId = id ?? generatedId;

  const toggle = (
    <button
      type="button"
      onClick={() => setVisible((value) => !value)}
      aria-pressed={visible}
      aria-controls={inputId}
      className="rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
    >
      {visible ? (
        <EyeOff aria-hidden="true" className="size-4" />
      ) : (
        <Eye aria-hidden="true" className="size-4" />
      )}
      {/* Named by its text, not aria-label, so it never matches the field's label. */}
      <span className="sr-only">{visible ? 'Hide password' : 'Show password'}</span>
    </button>
  );

  return <TextField {...props} id={inputId} type={visible ? 'text' : 'password'} endAdornment={toggle} />;
}
