import { LoginMessages, type LoginRequest } from '@chatgate/contracts';
import type { Db } from '../../db/client';
import { AppError, rateLimited } from '../../http/app-error';
import { verifyPassword } from '../../security/password';
import { findUserByLogin } from '../users/users.service';
import type { Captcha } from './captcha.service';
import { type LoginThrottle, signInKeys } from './login-throttle';
import { openSession } from './sessions.service';

export interface LoginDeps {
  db: Db;
  throttle: LoginThrottle;
  captcha: Captcha;
  sessionTtlHours: number;
}

const captchaNeeded = (message: string) =>
  new AppError('CAPTCHA_REQUIRED', message, 401, {}, { captcha: true });

/** Why a captcha-guarded attempt is refused, or null when it carries a valid, unused solution. */
async function captchaRefusal(captcha: Captcha, solution: string | undefined): Promise<string | null> {
  if (!solution) return LoginMessages.captchaRequired;
  return (await captcha.verify(solution)) ? null : LoginMessages.captchaInvalid;
}

/**
 * Signs in by username or e-mail. Repeated failures first require a solved captcha, then lock
 * the account and the address for a while (429 with Retry-After).
 */
export async function login(
  deps: LoginDeps,
  input: LoginRequest,
  client: { ip: string; userAgent: string | null },
): Promise<{ Token: string }> {
  const { db, throttle, captcha } = deps;
  const user = await findUserByLogin(db, input.username);
  const keys = signInKeys(input.username, user?.id, client.ip);
  const lockedFor = await throttle.lockedFor(keys);
  if (lockedFor > 0) throw rateLimited(LoginMessages.tooManyAttempts, lockedFor);
  const attempt = await throttle.attempt(keys);
  if (attempt.lockedForSeconds > 0) {
    await throttle.withdraw(keys);
    throw rateLimited(LoginMessages.tooManyAttempts, attempt.lockedForSeconds);
  }
  if (attempt.captchaRequired) {
    const refusal = await captchaRefusal(captcha, input.captcha);
    if (refusal) {
      await throttle.withdraw(keys);
      throw captchaNeeded(refusal);
    }
  }

  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) {
    await throttle.fail(keys);
    throw new AppError(
      'UNAUTHORIZED',
      LoginMessages.invalidCredentials,
      401,
      {},
      attempt.captchaNext ? { captcha: true } : {},
    );
  }

  await throttle.succeed(keys);
  return { Token: await openSession(db, user.id, deps.sessionTtlHours, client) };
}
