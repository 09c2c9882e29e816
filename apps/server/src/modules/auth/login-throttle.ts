import type { Db } from '../../db/client';
import * as q from './login-throttle.queries';

export interface ThrottleSettings {
  captchaAfter: number;
  accountLimit: number;
  ipLimit: number;
  windowMinutes: number;
}

export interface ThrottleState {
  /** Seconds until sign-in is allowed again, when a key is locked. */
  lockedForSeconds: number;
  captchaRequired: boolean;
}

const accountKey = (login: string) => `acct:${login.trim().toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

/** Failed sign-ins are counted per account and per IP: first a captcha, then a lock. */
export function createLoginThrottle(db: Db, settings: ThrottleSettings) {
  const windowMs = settings.windowMinutes * 60_000;

  return {
    async state(login: string, ip: string): Promise<ThrottleState> {
      const rows = await q.findFailures(db, [accountKey(login), ipKey(ip)]);
      const now = Date.now();
      let lockedForSeconds = 0;
      let captchaRequired = false;
      for (const row of rows) {
        if (row.lockedUntil && row.lockedUntil.getTime() > now) {
          lockedForSeconds = Math.max(lockedForSeconds, (row.lockedUntil.getTime() - now) / 1000);
        }
        const inWindow = row.windowStartedAt.getTime() > now - windowMs;
        if (inWindow && row.failures >= settings.captchaAfter) captchaRequired = true;
      }
      return { lockedForSeconds, captchaRequired };
    },

    /** Records a failure; answers whether the next attempt needs a captcha. */
    async fail(login: string, ip: string): Promise<boolean> {
      const account = await q.addFailure(
        db,
        accountKey(login),
        settings.windowMinutes,
        settings.accountLimit,
      );
      const address = await q.addFailure(db, ipKey(ip), settings.windowMinutes, settings.ipLimit);
      return Math.max(account.failures, address.failures) >= settings.captchaAfter;
    },

    async succeed(login: string): Promise<void> {
      await q.clearFailures(db, accountKey(login));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
