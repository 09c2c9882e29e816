import { randomBytes } from 'node:crypto';
import { hashToken } from './tokens';

export const API_KEY_PREFIX = 'cg_live_';

/** A new 256-bit API key with its look-up hash and the hint shown in lists. */
export function newApiKey(): { key: string; hash: string; hint: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashToken(key), hint: key.slice(-4) };
}

export const maskedApiKey = (hint: string) => `${API_KEY_PREFIX}…${hint}`;
