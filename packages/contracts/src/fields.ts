import { z } from 'zod';
import {
  MAX_EMAIL_LENGTH,
  MIN_PASSWORD_LENGTH,
  MIN_PASSWORD_STRENGTH,
  MIN_USERNAME_LENGTH,
  OTP_LENGTH,
} from './constants';
import { PAGE_INVALID, PAGE_MAX, parsePageNumber } from './page-number';
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
  .regex(EMAIL_SHAPE, SignupMessages.emailInvalid)
  .meta({ examples: ['asha@example.com'] });

export const usernameField = requiredString(SignupMessages.usernameRequired)
  .min(MIN_USERNAME_LENGTH, SignupMessages.usernameTooShort)
  .max(MAX_USERNAME_LENGTH, `Username must be at most ${MAX_USERNAME_LENGTH} characters`)
  .regex(/^[A-Za-z0-9._-]+$/, SignupMessages.usernameInvalid)
  .meta({ examples: ['asha'] });

/** Password rules shared by signup and reset: required, 8+ characters, strength Good or better. */
export function strongPasswordField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .min(MIN_PASSWORD_LENGTH, SignupMessages.passwordTooShort)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`)
    .refine((value) => passwordStrength(value) >= MIN_PASSWORD_STRENGTH, SignupMessages.passwordTooWeak)
    .meta({ examples: ['correct-Horse-42'] });
}

export const otpPattern = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** A list's `page` query parameter: 1 and up, 1 when absent (the rule is parsePageNumber's). */
export const pageField = z
  .unknown()
  .optional()
  // What the API reference shows of the parameter.
  .meta({ default: 1, type: 'integer', minimum: 1, maximum: PAGE_MAX })
  .transform((value, ctx) => {
    const page = parsePageNumber(value);
    if (page !== null) return page;
    ctx.addIssue({ code: 'custom', message: PAGE_INVALID });
    return z.NEVER;
  });

/**
 * An edit form's word on a stored file (`removeFile`, `removeImage`): `true` removes it; left
 * out, the file stays. A new file replaces the old one either way.
 */
export const removeFlagField = (message: string) =>
  z
    .enum(['true', 'false'], { error: message })
    .optional()
    .transform((value) => value === 'true');
