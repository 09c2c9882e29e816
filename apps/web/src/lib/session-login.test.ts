import { type FetchUserResponse, LoginMessages, type LoginResponse } from '@chatgate/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { loginWithCredentials } from './session-login';
import { memoryStore, STORAGE_KEYS } from './storage';

const profile: FetchUserResponse = {
  name: 'Asha Rao',
  mobile: '',
  email: 'asha@example.org',
  uuid: 'u-1',
  insID: 'ins-1',
  username: 'asha',
  mem_type: 'User',
};

function deps(
  login: () => Promise<LoginResponse>,
  fetchUser: () => Promise<FetchUserResponse> = async () => profile,
) {
  const store = memoryStore();
  return { store, api: { login: vi.fn(login), fetchUserWithToken: vi.fn(fetchUser) } };
}

const credentials = { username: 'asha', password: 'Secret#123' };

describe('loginWithCredentials', () => {
  it('fetches the user with the new Token and stores the session', async () => {
    const d = deps(async () => ({ Token: 'tok' }));
    const outcome = await loginWithCredentials(credentials, d);
    expect(outcome).toEqual({ ok: true, user: expect.objectContaining({ id: 'u-1', name: 'Asha Rao' }) });
    expect(d.api.fetchUserWithToken).toHaveBeenCalledWith('tok');
    expect(d.store.getItem(STORAGE_KEYS.authToken)).toBe('tok');
    expect(d.store.getItem(STORAGE_KEYS.uuid)).toBe('u-1');
  });

  it('still succeeds with a fallback session when fetch-user fails', async () => {
    const d = deps(
      async () => ({ Token: 'tok' }),
      async () => {
        throw new ApiError(500, 'INTERNAL', 'boom');
      },
    );
    const outcome = await loginWithCredentials({ ...credentials, username: 'asha@example.org' }, d);
    expect(outcome).toEqual({
      ok: true,
      user: {
        id: 'asha@example.org',
        name: 'asha@example.org',
        username: 'asha@example.org',
        email: 'asha@example.org',
        role: 'User',
      },
    });
    expect(d.store.getItem(STORAGE_KEYS.loggedIn)).toBe('true');
  });

  it('fails with the message of a response without Token', async () => {
    const outcome = await loginWithCredentials(
      credentials,
      deps(async () => ({ message: 'Account locked' })),
    );
    expect(outcome).toEqual({ ok: false, message: 'Account locked', captchaRequired: false });
  });

  it('fails with "check your credentials" when there is neither Token nor message', async () => {
    const outcome = await loginWithCredentials(
      credentials,
      deps(async () => ({})),
    );
    expect(outcome).toEqual({ ok: false, message: LoginMessages.failedCredentials, captchaRequired: false });
  });

  it("fails with the server's message on an error answer", async () => {
    const d = deps(async () => {
      throw new ApiError(401, 'UNAUTHORIZED', LoginMessages.invalidCredentials);
    });
    expect(await loginWithCredentials(credentials, d)).toEqual({
      ok: false,
      message: LoginMessages.invalidCredentials,
      captchaRequired: false,
    });
    expect(d.store.getItem(STORAGE_KEYS.loggedIn)).toBeNull();
  });

  it('flags a captcha demand', async () => {
    const d = deps(async () => {
      throw new ApiError(401, 'CAPTCHA_REQUIRED', LoginMessages.captchaRequired);
    });
    expect(await loginWithCredentials(credentials, d)).toEqual({
      ok: false,
      message: LoginMessages.captchaRequired,
      captchaRequired: true,
    });
  });

  it('falls back to "please try again" for an exception without message', async () => {
    const d = deps(async () => {
      throw new Error('');
    });
    expect(await loginWithCredentials(credentials, d)).toMatchObject({
      ok: false,
      message: LoginMessages.failedRetry,
    });
  });
});
