import { randomBytes } from 'node:crypto';
import { PAIRING_CODE_LENGTH } from '@chatgate/contracts';

/** 32 letters and digits that cannot be mistaken for one another: no 0/O, no 1/I. */
export const PAIRING_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new random pairing code; 32 symbols divide 256, so each byte picks one without bias. */
export function newPairingCode(): string {
  return Array.from(
    randomBytes(PAIRING_CODE_LENGTH),
    (byte) => PAIRING_ALPHABET[byte % PAIRING_ALPHABET.length],
  ).join('');
}
