import type { ComponentProps } from 'react';
import { PasswordInput } from '../../../components/password-input';
import { PasswordMatchHint } from './password-match-hint';

type ConfirmPasswordInputProps = Omit<
  ComponentProps<typeof PasswordInput>,
  'label' | 'hint' | 'autoComplete'
> & {
  /** The new password the confirmation must match. */
  password: string;
  confirmation: string;
};

/** "Confirm Password" with the live match indicator, which gives way to a validation error. */
export function ConfirmPasswordInput({ password, confirmation, error, ...props }: ConfirmPasswordInputProps) {
  return (
    <PasswordInput
      {...props}
      label="Confirm Password"
      autoComplete="new-password"
      error={error}
      aria-invalid={confirmation && confirmation !== password ? true : undefined}
      hint={error ? null : <PasswordMatchHint password={password} confirmation={confirmation} />}
    />
  );
}
