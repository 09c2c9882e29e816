import { z } from 'zod';
import { InstanceRequestSchema } from './instances';
import { digitsNumberField } from './messaging';

/** Linking a token by a code typed on the phone instead of scanning a QR. */
export const PairingMessages = {
  phoneRequired: 'The phone number is required',
  phoneDigits: 'The phone number must contain digits only: country code and number, no + sign',
  phoneLength: 'The phone number must be 8 to 15 digits long',
  phoneHint: 'The number of the phone with WhatsApp: country code and number, no + sign',
  alreadyConnected: 'This token is already linked to a phone. Log out of its session to link another one.',
  notRegistered:
    'This number is not registered on WhatsApp. Enter the number of the phone to link, with its country code.',
  unavailable: 'The pairing code could not be requested: WhatsApp did not answer. Please try again.',
  codeRequired: 'Enter the 8-character pairing code',
  codeInvalid: 'A pairing code has 8 letters and digits, e.g. ABCD-EFGH',
} as const;

/** Letters and digits of a pairing code (shown as two groups of four: ABCD-EFGH). */
export const PAIRING_CODE_LENGTH = 8;

/** The code as the phone shows it, in two groups of four. */
export function formatPairingCode(code: string): string {
  const half = PAIRING_CODE_LENGTH / 2;
  return code.length === PAIRING_CODE_LENGTH ? `${code.slice(0, half)}-${code.slice(half)}` : code;
}

/** The code as typed (any case, with spaces or a hyphen) as the engine issued it. */
export const normalizePairingCode = (typed: string) => typed.replace(/[\s-]/g, '').toUpperCase();

export const pairingPhoneField = digitsNumberField({
  required: PairingMessages.phoneRequired,
  digits: PairingMessages.phoneDigits,
  length: PairingMessages.phoneLength,
});

export const pairingCodeField = z
  .string({ error: PairingMessages.codeRequired })
  .trim()
  .min(1, PairingMessages.codeRequired)
  .meta({ examples: ['K7Q2-M9XD'] })
  .transform(normalizePairingCode)
  .pipe(z.string().regex(new RegExp(`^[A-Z0-9]{${PAIRING_CODE_LENGTH}}$`), PairingMessages.codeInvalid));

/** The customer API's POST /instance/pairing-code. */
export const InstancePairingCodeRequestSchema = z.object({ phone: pairingPhoneField });

/** The dashboard's pairing-code call for one of the caller's tokens. */
export const PairingCodeRequestSchema = InstanceRequestSchema.extend({ phone: pairingPhoneField });
export type PairingCodeRequest = z.infer<typeof PairingCodeRequestSchema>;

export const PairingCodeResponseSchema = z.object({
  /** Eight letters and digits; show them as ABCD-EFGH. */
  code: z.string(),
  /** When the code stops working (ISO time): request a new one after that. */
  expiresAt: z.string(),
});
export type PairingCodeResponse = z.infer<typeof PairingCodeResponseSchema>;
