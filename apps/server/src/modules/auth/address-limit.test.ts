import { ResetMessages, SignupMessages } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, newUser, type TestContext } from '../../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    SIGNUP_IP_MAX_PER_HOUR: '10',
    RESET_IP_MAX_PER_HOUR: '4',
    AVAILABILITY_IP_MAX_PER_MINUTE: '5',
  });
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, ip: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/auth${url}`, payload, remoteAddress: ip });

function expectRefused(res: LightMyRequestResponse, message: string) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(3500);
  expect(retryAfter).toBeLessThanOrEqual(3600);
}

/** Requests a reset from `ip` and reads the link's token from the mail. */
async function resetToken(email: string, ip: string): Promise<string> {
  const before = ctx.mailbox.received.length;
  expect((await post('/rePass', { username: email }, ip)).statusCode).toBe(200);
  for (let i = 0; i < 100 && !ctx.mailbox.received.slice(before).some((m) => m.to.includes(email)); i++)
    await new Promise((r) => setTimeout(r, 100));
  const mail = ctx.mailbox.received.slice(before).find((m) => m.to.includes(email));
  const token = mail && /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error('no reset mail');
  return token;
}

describe('availability checks per client address', () => {
  it('refuses the 6th username or email check from one address in a minute with 429; another address still checks', async () => {
    const ip = '203.0.113.50';
    for (let n = 0; n < 5; n++) {
      const res = await (n % 2
        ? post('/chkemail', { email: `probe${n}@example.com` }, ip)
        : post('/chkusername', { username: `probe${n}` }, ip));
      expect(res.statusCode).toBe(200);
    }
    const refused = await post('/chkemail', { email: 'probe5@example.com' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: SignupMessages.checksRateLimited });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await post('/chkusername', { username: 'probe6' }, ip)).statusCode).toBe(429);

    const other = await post('/chkemail', { email: 'probe5@example.com' }, '203.0.113.51');
    expect(other.json()).toMatchObject({ available: true });
  });
});

describe('sign-ups per client address', () => {
  it('refuses the 11th sign-up from one address in an hour with 429 and Retry-After; another address still signs up', async () => {
    for (let n = 1; n <= 10; n++)
      expect((await post('/signup', newUser(n), '203.0.113.1')).statusCode).toBe(201);
    const refused = await post('/signup', newUser(11), '203.0.113.1');
    expectRefused(refused, SignupMessages.rateLimited);
    expect(
      (await post('/chkusername', { username: newUser(11).username }, '203.0.113.1')).json(),
    ).toMatchObject({ available: true });

    expect((await post('/signup', newUser(11), '203.0.113.2')).statusCode).toBe(201);
  });

  it('counts sign-ups sent all at once: no more than the limit get through', async () => {
    const users = Array.from({ length: 14 }, (_, i) => newUser(`burst${i}`));
    const answers = await Promise.all(users.map((user) => post('/signup', user, '203.0.113.3')));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(10);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(4);
  });

  it('lets the address sign up again once its hour is over', async () => {
    for (let n = 0; n < 10; n++) await post('/signup', newUser(`later${n}`), '203.0.113.4');
    expect((await post('/signup', newUser('later10'), '203.0.113.4')).statusCode).toBe(429);
    await ctx.db.execute(sql`
      update login_failures set window_started_at = window_started_at - interval '1 hour',
        locked_until = locked_until - interval '1 hour'
      where key like '%203.0.113.4'`);
    expect((await post('/signup', newUser('later10'), '203.0.113.4')).statusCode).toBe(201);
  });
});

describe('password-reset mails per client address', () => {
  it('refuses OTP re-sends past the limit with 429 and Retry-After; another address still gets one', async () => {
    const user = newUser('otp');
    expect((await post('/signup', user, '198.51.100.1')).statusCode).toBe(201);
    const token = await resetToken(user.email, '198.51.100.1');
    for (let i = 0; i < 3; i++) {
      expect((await post('/resendOtp', { token }, '198.51.100.1')).json()).toEqual({
        message: ResetMessages.otpResent,
      });
    }
    expectRefused(await post('/resendOtp', { token }, '198.51.100.1'), ResetMessages.rateLimited);

    expect((await post('/resendOtp', { token }, '198.51.100.2')).statusCode).toBe(200);
  });

  it('counts reset requests per address whether or not the account exists', async () => {
    for (let i = 0; i < 4; i++) {
      const res = await post('/rePass', { username: `nobody${i}@example.com` }, '198.51.100.3');
      expect(res.json()).toEqual({ message: ResetMessages.resetLinkSent });
    }
    expectRefused(
      await post('/rePass', { username: 'nobody4@example.com' }, '198.51.100.3'),
      ResetMessages.rateLimited,
    );
    expect((await post('/rePass', { username: 'nobody4@example.com' }, '198.51.100.4')).statusCode).toBe(200);
  });
});
