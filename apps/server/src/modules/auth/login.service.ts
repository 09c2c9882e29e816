import { LoginMessages, type LoginRequest } from '@chatgate/contracts';
import type { Db } from '../../db/client';
import { AppError, rateLimited } from '../../http/app-error';
import { verifyPassword } from '../../security/password';
import { findUserByLogin } from '../users/users.service';
import type { Captcha } from './captcha.service';
import type { LoginThrottle } from './login-throttle';
import { openSession } from './sessions.service';

export interface LoginDeps {
  db: Db;
  throttle: LoginThrottle;
  captcha: Captcha;
  sessionTtlHours: number;
}

const captchaNeeded = (message: string) =>
  new AppError('CAPTCHA_REQUIRED', message, 401, {}, { captcha: true });

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
  const state = await throttle.state(input.username, client.ip);
  if (state.lockedForSeconds > 0) throw rateLimited(LoginMessages.tooManyAttempts, state.lockedForSeconds);
  if (state.captchaRequired) {
    if (!input.captcha) throw captchaNeeded(LoginMessages.captchaRequired);
    if (!(await captcha.verify(input.captcha))) throw captchaNeeded(LoginMessages.captchaInvalid);
  }

  const user = await findUserByLogin(db, input.username);
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) {
    const needsCaptcha = await throttle.fail(input.username, client.ip);
    throw new AppError(
      'UNAUTHORIZED',
      LoginMessages.invalidCredentials,
      401,
      {},
      needsCaptcha ? { captcha: true } : {},
    );
  }

  await throttle.succeed(input.username);
  return { Token: await openSession(db, user.id, deps.sessionTtlHours, client) };
}
