import { LoginMessages, SessionMessages } from '@chatgate/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUpAndLogin, type TestContext } from '../../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_CAPTCHA_AFTER: '3', LOGIN_MAX_FAILURES: '6' });
});
afterAll(() => ctx.close());

const login = (payload: object, ip = '10.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload, remoteAddress: ip });

async function solvedCaptcha(): Promise<string> {
  const challenge = (await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/captcha' })).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('POST /api/v1/auth/login', () => {
  it('signs in by username or e-mail and returns a Token', async () => {
    const { user } = await signUpAndLogin(ctx.app, 1);
    for (const username of [user.username, user.email, user.email.toUpperCase()]) {
      const res = await login({ username, password: user.password });
      expect(res.statusCode).toBe(200);
      expect(res.json().Token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it('answers a wrong password and an unknown user alike', async () => {
    const wrong = await login({ username: 'user1', password: 'Wrong!pass1' }, '10.0.0.2');
    const unknown = await login({ username: 'ghost', password: 'Wrong!pass1' }, '10.0.0.3');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(LoginMessages.invalidCredentials);
      expect(res.json().Token).toBeUndefined();
    }
  });

  it.each([
    [{ password: 'x' }, LoginMessages.usernameRequired],
    [{ username: '  ', password: 'x' }, LoginMessages.usernameRequired],
    [{ username: 'user1' }, LoginMessages.passwordRequired],
    [{ username: 'user1', password: '' }, LoginMessages.passwordRequired],
  ])('refuses %j with "%s"', async (payload, message) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('asks for a captcha after 3 failures, accepts a solved one once, and locks after the hard limit', async () => {
    const { user } = await signUpAndLogin(ctx.app, 2);
    const ip = '10.0.0.9';
    for (let i = 0; i < 3; i++) await login({ username: user.username, password: 'Wrong!pass1' }, ip);

    const noCaptcha = await login({ username: user.username, password: user.password }, ip);
    expect(noCaptcha.statusCode).toBe(401);
    expect(noCaptcha.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', captcha: true });

    const garbage = await login(
      { username: user.username, password: user.password, captcha: 'bm9wZQ==' },
      ip,
    );
    expect(garbage.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', message: LoginMessages.captchaInvalid });

    const captcha = await solvedCaptcha();
    const solved = await login({ username: user.username, password: user.password, captcha }, ip);
    expect(solved.statusCode).toBe(200);

    // Success cleared the account counter, but the address still has 3 failures: a captcha is
    // still needed, and the used one cannot be replayed.
    const replay = await login({ username: user.username, password: user.password, captcha }, ip);
    expect(replay.json().code).toBe('CAPTCHA_REQUIRED');

    for (let i = 0; i < 6; i++) {
      await login(
        { username: user.username, password: 'Wrong!pass1', captcha: await solvedCaptcha() },
        `10.1.0.${i}`,
      );
    }
    const locked = await login({ username: user.username, password: user.password }, '10.2.0.1');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().message).toBe(LoginMessages.tooManyAttempts);
  });
});

describe('login throttle', () => {
  it('checks no more passwords than the limits allow when guesses are sent all at once', async () => {
    const { user } = await signUpAndLogin(ctx.app, 6);
    const guesses = Array.from({ length: 20 }, (_, i) =>
      login({ username: user.username, password: `Wrong!pass${i}` }, `10.3.0.${i}`),
    );
    const codes = (await Promise.all(guesses)).map((res) => res.json().code);
    // Three passwords checked; the others are asked for a captcha, or told the burst hit the lock.
    expect(codes.filter((code) => code === 'UNAUTHORIZED')).toHaveLength(3);
    expect(codes.every((code) => ['UNAUTHORIZED', 'CAPTCHA_REQUIRED', 'RATE_LIMITED'].includes(code))).toBe(
      true,
    );
    // Only the three checked guesses count: the account is not locked by the refused ones.
    const captcha = await solvedCaptcha();
    expect((await login({ username: user.username, password: user.password, captcha })).statusCode).toBe(200);
  });

  it('lets several people behind one address sign in at once', async () => {
    const users = await Promise.all(
      [20, 21, 22, 23, 24, 25].map(async (n) => (await signUpAndLogin(ctx.app, n)).user),
    );
    const answers = await Promise.all(
      users.map((user) => login({ username: user.username, password: user.password }, '10.6.0.1')),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(users.map(() => 200));
  });

  it('counts failures against the account whichever of its names is typed', async () => {
    const { user } = await signUpAndLogin(ctx.app, 7);
    const names = [user.username, user.email, user.username.toUpperCase()];
    for (let i = 0; i < 6; i++) {
      const captcha = i >= 3 ? await solvedCaptcha() : undefined;
      await login({ username: names[i % 3], password: 'Wrong!pass1', captcha }, `10.4.0.${i}`);
    }
    for (const username of names) {
      const locked = await login({ username, password: user.password }, '10.4.1.1');
      expect(locked.statusCode).toBe(429);
    }
  });

  it('behind a proxy (TRUST_PROXY=true), counts the address the proxy saw, not one the client wrote', async () => {
    const proxied = await createTestContext({ TRUST_PROXY: 'true', LOGIN_IP_MAX_FAILURES: '3' });
    try {
      // A local proxy appends the client's address to whatever X-Forwarded-For the client sent.
      const attempt = (i: number) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { username: `nobody${i}`, password: 'Wrong!pass1' },
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
        });
      for (let i = 0; i < 3; i++) expect((await attempt(i)).statusCode).toBe(401);
      expect((await attempt(3)).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it('does not count an attempt refused for want of a captcha', async () => {
    const { user } = await signUpAndLogin(ctx.app, 8);
    for (let i = 0; i < 3; i++) await login({ username: user.username, password: 'Wrong!pass1' }, '10.5.0.1');
    for (let i = 0; i < 10; i++)
      await login({ username: user.username, password: 'Wrong!pass1' }, '10.5.0.2');
    const res = await login({
      username: user.username,
      password: user.password,
      captcha: await solvedCaptcha(),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('fetchUser answers the spec fields by bearer header, and by auth-token header with body Token', async () => {
    const { token, user } = await signUpAndLogin(ctx.app, 3);
    const byBearer = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/fetchUser',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(byBearer.statusCode).toBe(200);
    expect(byBearer.json()).toEqual({
      name: user.name,
      mobile: '',
      email: user.email,
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      insID: expect.stringMatching(/^ins_/),
      username: user.username,
      mem_type: 'User',
    });
    const atLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/fetchUser',
      headers: { 'auth-token': token },
      payload: { Token: token },
    });
    expect(atLogin.json().uuid).toBe(byBearer.json().uuid);
  });

  it('refuses a missing, forged or revoked token with 401', async () => {
    const { token } = await signUpAndLogin(ctx.app, 4);
    const fetchUser = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/auth/fetchUser', headers });
    expect((await fetchUser({})).statusCode).toBe(401);
    const forged = await fetchUser({ authorization: 'Bearer forged-token' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe(SessionMessages.unauthorized);

    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect((await fetchUser({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('expires sessions after SESSION_TTL_HOURS', async () => {
    const short = await createTestContext({ SESSION_TTL_HOURS: '0.0003' }); // about one second
    try {
      const { token } = await signUpAndLogin(short.app, 5);
      const headers = { authorization: `Bearer ${token}` };
      expect(
        (await short.app.inject({ method: 'POST', url: '/api/v1/auth/fetchUser', headers })).statusCode,
      ).toBe(200);
      await new Promise((r) => setTimeout(r, 1300));
      expect(
        (await short.app.inject({ method: 'POST', url: '/api/v1/auth/fetchUser', headers })).statusCode,
      ).toBe(401);
    } finally {
      await short.close();
    }
  });
});
