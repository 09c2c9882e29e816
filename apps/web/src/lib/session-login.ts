import { LoginMessages } from '@chatgate/contracts';
import { errorMessage, isApiError } from './api-error';
import { type SessionUser, storeFallbackSession, storeProfile } from './session';
import type { SessionApi } from './session-api';
import type { KeyValueStore } from './storage';

export interface LoginCredentials {
  username: string;
  password: string;
  /** Solved ALTCHA payload, once the server asked for one. */
  captcha?: string;
}

export type LoginOutcome =
  | { ok: true; user: SessionUser }
  | { ok: false; message: string; captchaRequired: boolean };

interface LoginDeps {
  api: Pick<SessionApi, 'login' | 'fetchUserWithToken'>;
  store: KeyValueStore;
}

/**
 * The login rules of spec 4: a Token leads to fetch-user and a stored session (or the fallback
 * session when fetch-user fails); a message without Token fails with it; neither fails with
 * the "check your credentials" text; an exception fails with its (the server's) message.
 */
export async function loginWithCredentials(
  credentials: LoginCredentials,
  { api, store }: LoginDeps,
): Promise<LoginOutcome> {
  try {
    const response = await api.login(credentials);
    if (response.Token) {
      const token = response.Token;
      try {
        const profile = await api.fetchUserWithToken(token);
        return { ok: true, user: storeProfile(store, profile, token) };
      } catch {
        return { ok: true, user: storeFallbackSession(store, credentials.username, token) };
      }
    }
    if (response.captcha) {
      return { ok: false, message: response.message ?? LoginMessages.captchaRequired, captchaRequired: true };
    }
    if (response.message) return { ok: false, message: response.message, captchaRequired: false };
    return { ok: false, message: LoginMessages.failedCredentials, captchaRequired: false };
  } catch (error) {
    return {
      ok: false,
      message: errorMessage(error, LoginMessages.failedRetry),
      captchaRequired: isApiError(error) && error.code === 'CAPTCHA_REQUIRED',
    };
  }
}
