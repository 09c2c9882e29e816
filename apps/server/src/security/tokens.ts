import { hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 256-bit random token, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are stored only as their SHA-256, so a database leak does not reveal usable ones. Every
 * API call hashes its key: the one-shot `hash` takes a third of `createHash`'s time.
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

export function newOtp(length: number): string {
  return Array.from({ length }, () => randomInt(0, 10)).join('');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
