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
 * Failed sign-ins are counted per account and per IP: first a captcha, then a lock. An attempt on
 * an account is counted as failed before its password is checked (`attempt`), and given back when
 * it turns out not to be a wrong guess (`succeed`, `withdraw`): guesses sent at one account all at
 * once each see the ones before them, so a burst cannot check more passwords than its limits
 * allow. The address counts only wrong passwords (`fail`): counted ahead, the sign-ins of
 * several people behind one address (an office, a script) would ask each other for a captcha.
 */
export function createLoginThrottle(db: Db, settings: ThrottleSettings) {
  return {
    /** Seconds until a locked key opens (0: none is); reads only, so a locked sign-in is not counted. */
    lockedFor: (keys: SignInKeys): Promise<number> => q.lockedForSeconds(db, [keys.account, keys.ip]),

    /** Counts an attempt on the account as failed; refused (locked) when the ones before it reached the limit. */
    async attempt(keys: SignInKeys): Promise<Attempt> {
      const account = await q.addFailure(db, keys.account, settings.windowMinutes, settings.accountLimit);
      const address = await q.failuresInWindow(db, keys.ip, settings.windowMinutes);
      const before = Math.max(account.failures - 1, address);
      return {
        lockedForSeconds: account.failures > settings.accountLimit ? settings.windowMinutes * 60 : 0,
        captchaRequired: before >= settings.captchaAfter,
        captchaNext: before + 1 >= settings.captchaAfter,
      };
    },

    /** Gives back an attempt that was refused before its password was checked. */
    withdraw: (keys: SignInKeys): Promise<void> => q.removeFailure(db, keys.account, settings.accountLimit),

    /** A wrong password: the address counts it too (the account did when it was attempted). */
    async fail(keys: SignInKeys): Promise<void> {
      await q.addFailure(db, keys.ip, settings.windowMinutes, settings.ipLimit);
    },

    /** A right password: the account starts afresh. */
    succeed: (keys: SignInKeys): Promise<void> => q.clearFailures(db, keys.account),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
