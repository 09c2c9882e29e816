import { type CaptchaChallenge, LoginMessages } from '@chatgate/contracts';
import { sessionApi } from './session-api';

export interface CaptchaSolution {
  counter: number;
  derivedKey: string;
  time?: number;
}

/** The login's captcha field: base64 of the ALTCHA payload JSON {challenge, solution}. */
export function encodeCaptchaPayload(challenge: CaptchaChallenge, solution: CaptchaSolution): string {
  const json = JSON.stringify({ challenge, solution });
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The browser (Web Crypto) key derivation matching the challenge's algorithm. */
async function loadDeriveKey(algorithm: string) {
  if (algorithm.startsWith('PBKDF2/')) return (await import('altcha-lib/algorithms/web/pbkdf2')).deriveKey;
  return (await import('altcha-lib/algorithms/web/sha')).deriveKey;
}

/** Solves an ALTCHA v2 proof-of-work challenge in the browser; returns the login's captcha value. */
export async function solveCaptcha(challenge: CaptchaChallenge): Promise<string> {
  const [{ solveChallenge }, deriveKey] = await Promise.all([
    import('altcha-lib'),
    loadDeriveKey(challenge.parameters.algorithm),
  ]);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error(LoginMessages.captchaInvalid);
  return encodeCaptchaPayload(challenge, solution);
}

/** Fetches a challenge from the server and solves it. */
export async function obtainCaptcha(): Promise<string> {
  return solveCaptcha(await sessionApi.captcha());
}
