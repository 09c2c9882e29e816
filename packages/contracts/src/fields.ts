import { z } from 'zod';
import {
  MAX_EMAIL_LENGTH,
  MIN_PASSWORD_LENGTH,
  MIN_PASSWORD_STRENGTH,
  MIN_USERNAME_LENGTH,
  OTP_LENGTH,
} from './constants';
import { passwordStrength } from './password-strength';
import { SignupMessages } from './signup-messages';

/** A string that must be present and non-blank; a missing or non-string value gets the same text. */
export function requiredString(message: string) {
  return z.string({ error: message }).trim().min(1, message);
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID in its usual text form (any version, either case). */
export const isUuid = (value: string) => UUID_SHAPE.test(value);

export const MAX_USERNAME_LENGTH = 32;
export const MAX_PASSWORD_LENGTH = 128;

export const emailField = requiredString(SignupMessages.emailRequired)
  .max(MAX_EMAIL_LENGTH, SignupMessages.emailInvalid)
  .regex(EMAIL_SHAPE, SignupMessages.emailInvalid);

export const usernameField = requiredString(SignupMessages.usernameRequired)
  .min(MIN_USERNAME_LENGTH, SignupMessages.usernameTooShort)
  .max(MAX_USERNAME_LENGTH, `Username must be at most ${MAX_USERNAME_LENGTH} characters`)
  .regex(/^[A-Za-z0-9._-]+$/, SignupMessages.usernameInvalid);

/** Password rules shared by signup and reset: required, 8+ characters, strength Good or better. */
export function strongPasswordField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .min(MIN_PASSWORD_LENGTH, SignupMessages.passwordTooShort)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`)
    .refine((value) => passwordStrength(value) >= MIN_PASSWORD_STRENGTH, SignupMessages.passwordTooWeak);
}

export const otpPattern = new RegExp(`^\\d{${OTP_LENGTH}}$`);

export const PAGE_INVALID = 'Page must be a whole number of 1 or more';

/** A list's `page` query parameter: 1 and up, 1 when absent. */
export const pageField = z.coerce
  .number({ error: PAGE_INVALID })
  .int(PAGE_INVALID)
  .min(1, PAGE_INVALID)
  .max(1_000_000, PAGE_INVALID)
  .default(1);

/**
 * An edit form's word on a stored file (`removeFile`, `removeImage`): `true` removes it; left
 * out, the file stays. A new file replaces the old one either way.
 */
export const removeFlagField = (message: string) =>
  z
    .enum(['true', 'false'], { error: message })
    .optional()
    .transform((value) => value === 'true');
