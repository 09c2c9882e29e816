import { useId } from 'react';
import { hintClassName, labelClassName } from '../../components/field-frame';
import { inputClassName, inputStateClassName } from '../../components/text-field';
import { cn } from '../../lib/cn';

interface PhoneNumberInputProps {
  label: string;
  hint: string;
  /** Digits only. */
  value: string;
  onChange: (digits: string) => void;
}

/** A number with its country code after a fixed "+" sign; anything but digits is dropped as typed. */
export function PhoneNumberInput({ label, hint, value, onChange }: PhoneNumberInputProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 font-semibold text-slate-500 dark:text-slate-400"
        >
          +
        </span>
        <input
          id={id}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="919876543210"
          aria-describedby={`${id}-hint`}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
          className={cn(inputClassName, inputStateClassName(), 'pl-7 font-mono tracking-wide')}
        />
      </div>
      <p id={`${id}-hint`} className={hintClassName}>
        {hint}
      </p>
    </div>
  );
}
