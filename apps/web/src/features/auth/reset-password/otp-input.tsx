import { OTP_LENGTH } from '@chatgate/contracts';
import { type KeyboardEvent, type Ref, useImperativeHandle, useRef } from 'react';
import { cn } from '../../../lib/cn';
import { backspaceDigit, enterDigits, type OtpChange, pasteDigits, toDigits } from './otp';

interface OtpInputProps {
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  /** Ids of the label and of the error/hint, for the group. */
  labelledBy: string;
  describedBy?: string;
  /** Focuses the first box: react-hook-form's Controller ref, so a missing code is focused like any invalid field. */
  ref?: Ref<{ focus(): void }>;
}

/** Six single-digit boxes that advance as you type, go back on Backspace and accept a pasted code. */
export function OtpInput({ value, onChange, invalid, labelledBy, describedBy, ref }: OtpInputProps) {
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const digits = toDigits(value);
  useImperativeHandle(ref, () => ({ focus: () => inputs.current[0]?.focus() }), []);

  const apply = (change: OtpChange) => {
    onChange(change.value);
    const next = inputs.current[change.focus];
    next?.focus();
    next?.select();
  };

  const move = (index: number) => {
    const target = inputs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    target?.focus();
    target?.select();
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      apply(backspaceDigit(value, index));
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(index + 1);
    }
  };

  return (
    <fieldset
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className="m-0 flex min-w-0 gap-2 border-0 p-0 sm:gap-3"
    >
      {digits.map((digit, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are fixed positions
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1}`}
          aria-invalid={invalid || undefined}
          value={digit}
          onChange={(event) => apply(enterDigits(value, index, event.target.value))}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => {
            event.preventDefault();
            apply(pasteDigits(value, index, event.clipboardData.getData('text')));
          }}
          onFocus={(event) => event.target.select()}
          className={cn(
            'h-12 w-full min-w-0 rounded-lg border bg-white text-center font-semibold text-lg text-slate-900 shadow-xs',
            'transition focus:outline-none focus:ring-4 sm:h-14 sm:text-xl',
            invalid
              ? 'border-red-400 focus:border-red-500 focus:ring-red-100'
              : 'border-slate-300 focus:border-emerald-500 focus:ring-emerald-100',
          )}
        />
      ))}
    </fieldset>
  );
}
