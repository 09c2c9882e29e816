import type { CaptchaChallenge } from '@chatgate/contracts';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { getOrCreateSecret } from '../../db/app-secrets';
import type { Db } from '../../db/client';
import * as q from './captcha.queries';

const CHALLENGE_TTL_SECONDS = 10 * 60;
const SECRET_NAME = 'captcha-hmac';

const PayloadSchema = z.object({
  challenge: z.object({ parameters: z.record(z.string(), z.unknown()), signature: z.string() }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(512) }),
});

/** ALTCHA proof-of-work: costs a browser about a second, a password-guessing bot much more. */
export function createCaptcha(db: Db, cost: number) {
  let secret: Promise<string> | undefined;
  const hmacSecret = () => {
    secret ??= getOrCreateSecret(db, SECRET_NAME);
    return secret;
  };

  return {
    async challenge(): Promise<CaptchaChallenge> {
      const challenge = await createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost,
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
        hmacSignatureSecret: await hmacSecret(),
      });
      return challenge as CaptchaChallenge;
    },

    /** True for a valid, unexpired, never-used solution (base64 JSON of {challenge, solution}). */
    async verify(encoded: string): Promise<boolean> {
      let payload: z.infer<typeof PayloadSchema>;
      try {
        payload = PayloadSchema.parse(JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')));
      } catch {
        return false;
      }
      const result = await verifySolution({
        challenge: payload.challenge as never,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: await hmacSecret(),
      }).catch(() => ({ verified: false }));
      if (!result.verified) return false;
      return q.claimChallenge(
        db,
        payload.challenge.signature,
        new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
      );
    },
  };
}

export type Captcha = ReturnType<typeof createCaptcha>;
