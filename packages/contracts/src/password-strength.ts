import { MIN_PASSWORD_LENGTH } from './constants';

/** The special characters that count towards strength (spec section 5). */
export const SPECIAL_CHARACTERS = '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?';

export const STRENGTH_LABELS = ['Very Weak', 'Weak', 'Fair', 'Good', 'Strong', 'Very Strong'] as const;
export type StrengthLabel = (typeof STRENGTH_LABELS)[number];

export interface PasswordChecks {
  length: boolean;
  uppercase: boolean;
  lowercase: boolean;
  number: boolean;
  special: boolean;
}

export const PASSWORD_CHECK_LABELS: Record<keyof PasswordChecks, string> = {
  length: 'At least 8 characters',
  uppercase: 'One uppercase letter',
  lowercase: 'One lowercase letter',
  number: 'One number',
  special: 'One special character',
};

export function passwordChecks(password: string): PasswordChecks {
  return {
    length: password.length >= MIN_PASSWORD_LENGTH,
    uppercase: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    number: /[0-9]/.test(password),
    special: [...password].some((ch) => SPECIAL_CHARACTERS.includes(ch)),
  };
}

/** Score 0 to 5: how many of the five checks hold. */
export function passwordStrength(password: string): number {
  return Object.values(passwordChecks(password)).filter(Boolean).length;
}

export function strengthLabel(score: number): StrengthLabel {
  const clamped = Math.max(0, Math.min(STRENGTH_LABELS.length - 1, Math.floor(score)));
  return STRENGTH_LABELS[clamped] as StrengthLabel;
}
