import type { Db } from '../../db/client';
import * as q from './login-throttle.queries';

export interface ThrottleSettings {
  captchaAfter: number;
  accountLimit: number;
  ipLimit: number;
  windowMinutes: number;
}

/** Who is signing in: the account (its user id when one matches the login) and the client's address. */
export interface SignInKeys {
  account: string;
  ip: string;
}

/** A sign-in attempt counted before its password is checked. */
export interface Attempt {
  /** Seconds until sign-in is allowed again, when the attempts before this one reached a limit. */
  lockedForSeconds: number;
  captchaRequired: boolean;
  /** Whether the attempt after this one, if this one fails, needs a captcha. */
  captchaNext: boolean;
}

/** A login that names an account counts against the account, whichever of its names was typed. */
export const signInKeys = (login: string, userId: string | undefined, ip: string): SignInKeys => ({
  account: userId ? `user:${userId}` : `acct:${login.trim().toLowerCase()}`,
  ip: `ip:${ip}`,
});

/**
 * Failed sign-ins are counted per account and per IP: first a captcha, then a lock. An attempt is
 * counted as failed before its password is checked (`attempt`), and given back when it turns out
 * not to be a wrong guess (`succeed`, `withdraw`): attempts sent all at once each see the ones
 * before them, so a burst cannot check more passwords than the limits allow.
 */
export function createLoginThrottle(db: Db, settings: ThrottleSettings) {
  const limits = (keys: SignInKeys) =>
    [
      [keys.account, settings.accountLimit],
      [keys.ip, settings.ipLimit],
    ] as const;

  return {
    /** Seconds until a locked key opens (0: none is); reads only, so a locked sign-in is not counted. */
    lockedFor: (keys: SignInKeys): Promise<number> => q.lockedForSeconds(db, [keys.account, keys.ip]),

    /** Counts an attempt as failed; it is refused (locked) when the ones before it reached a limit. */
    async attempt(keys: SignInKeys): Promise<Attempt> {
      let lockedForSeconds = 0;
      let before = 0;
      for (const [key, limit] of limits(keys)) {
        const row = await q.addFailure(db, key, settings.windowMinutes, limit);
        if (row.failures > limit) lockedForSeconds = settings.windowMinutes * 60;
        before = Math.max(before, row.failures - 1);
      }
      return {
        lockedForSeconds,
        captchaRequired: before >= settings.captchaAfter,
        captchaNext: before + 1 >= settings.captchaAfter,
      };
    },

    /** Gives back an attempt that was refused before its password was checked. */
    async withdraw(keys: SignInKeys): Promise<void> {
      for (const [key, limit] of limits(keys)) await q.removeFailure(db, key, limit);
    },

    /** A right password: the account starts afresh and the address gets its attempt back. */
    async succeed(keys: SignInKeys): Promise<void> {
      await q.clearFailures(db, keys.account);
      await q.removeFailure(db, keys.ip, settings.ipLimit);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
