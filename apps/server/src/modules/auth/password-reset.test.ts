import { ResetMessages } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUpAndLogin, type TestContext } from '../../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ RESET_OTP_MAX_ATTEMPTS: '3' });
});
afterAll(() => ctx.close());

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/auth${url}`, payload, headers });

/** Requests a reset and reads the link's token and the OTP from the mail the SMTP server got. */
async function requestResetMail(login: string, email: string) {
  const before = ctx.mailbox.received.length;
  const res = await post('/rePass', { username: login });
  expect(res.statusCode).toBe(200);
  expect(res.json().message).toContain('sent');
  for (let i = 0; i < 100 && ctx.mailbox.received.length === before; i++)
    await new Promise((r) => setTimeout(r, 100));
  const mail = ctx.mailbox.received.slice(before).find((m) => m.to.includes(email));
  if (!mail) throw new Error('no reset mail');
  const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  const otp = /OTP\) is: (\d{6})/.exec(mail.text)?.[1];
  if (!token || !otp) throw new Error(`mail without token or otp: ${mail.text}`);
  return { token, otp, mail };
}

describe('password reset', () => {
  it('gives the same answer for unknown accounts and sends them nothing', async () => {
    const res = await post('/rePass', { username: 'nobody@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ResetMessages.resetLinkSent });
    await new Promise((r) => setTimeout(r, 1500));
    expect(ctx.mailbox.received.some((m) => m.to.includes('nobody@example.com'))).toBe(false);
  });

  it('mails a link and OTP over SMTP; the right OTP sets the password once and ends every session', async () => {
    const { token: session, user } = await signUpAndLogin(ctx.app, 1);
    const { token, otp, mail } = await requestResetMail(user.email, user.email);
    expect(mail.subject).toBe('Reset your Chatgate password');
    expect(mail.text).toContain(`http://chatgate.test/auth/reset-password?token=${token}`);

    // The page asks first whether its link still works.
    const check = await ctx.app.inject({ method: 'GET', url: `/api/v1/auth/reset-password/${token}` });
    expect([check.statusCode, check.json().message]).toEqual([200, ResetMessages.linkValid]);

    const wrongOtp = otp === '000000' ? '111111' : '000000';
    const wrong = await post(`/reset-password/${token}`, { password: 'N3w!password', otp: wrongOtp });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(ResetMessages.wrongOtp);

    const ok = await post(`/reset-password/${token}`, { password: 'N3w!password', otp });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: ResetMessages.success });
    expect(ok.json().message).toContain('successfully');

    const again = await post(`/reset-password/${token}`, { password: 'An0ther!pass', otp });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ResetMessages.missingToken);
    const used = await ctx.app.inject({ method: 'GET', url: `/api/v1/auth/reset-password/${token}` });
    expect([used.statusCode, used.json().message]).toEqual([400, ResetMessages.missingToken]);

    const oldSession = await post('/fetchUser', undefined, { authorization: `Bearer ${session}` });
    expect(oldSession.statusCode).toBe(401);
    expect((await post('/login', { username: user.username, password: user.password })).statusCode).toBe(401);
    expect((await post('/login', { username: user.username, password: 'N3w!password' })).statusCode).toBe(
      200,
    );
  });

  it('keeps no reset link or OTP in the mail outbox once the mail is delivered', async () => {
    const { user } = await signUpAndLogin(ctx.app, 6);
    const { token, otp } = await requestResetMail(user.email, user.email);
    const outboxRow = async () => {
      const { rows } = await ctx.db.execute(
        sql`select status, text_body, html_body from mail_outbox
            where to_address = ${user.email} and subject = 'Reset your Chatgate password'`,
      );
      return rows[0] as { status: string; text_body: string; html_body: string | null };
    };
    for (let i = 0; i < 50 && (await outboxRow())?.status === 'pending'; i++)
      await new Promise((r) => setTimeout(r, 100));
    const row = await outboxRow();
    expect(row.status).toBe('sent');
    expect(`${row.text_body} ${row.html_body}`).not.toContain(token);
    expect(`${row.text_body} ${row.html_body}`).not.toContain(otp);
    expect(row).toMatchObject({ text_body: '', html_body: null });
  });

  it('limits OTP guesses, then refuses even the right one', async () => {
    const { user } = await signUpAndLogin(ctx.app, 2);
    const { token, otp } = await requestResetMail(user.username, user.email);
    // The page asks first whether its link still works.
    const check = await ctx.app.inject({ method: 'GET', url: `/api/v1/auth/reset-password/${token}` });
    expect([check.statusCode, check.json().message]).toEqual([200, ResetMessages.linkValid]);

    const wrongOtp = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++)
      await post(`/reset-password/${token}`, { password: 'N3w!password', otp: wrongOtp });
    const blocked = await post(`/reset-password/${token}`, { password: 'N3w!password', otp });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(ResetMessages.tooManyOtpAttempts);
  });

  it('counts OTP guesses sent all at once: no more than the limit are checked', async () => {
    const { user } = await signUpAndLogin(ctx.app, 5);
    const { token, otp } = await requestResetMail(user.username, user.email);
    const guesses = Array.from({ length: 30 }, (_, i) => String(i).padStart(6, '0')).filter((g) => g !== otp);
    const answers = await Promise.all(
      guesses.map((guess) => post(`/reset-password/${token}`, { password: 'N3w!password', otp: guess })),
    );
    const checked = answers.filter((res) => res.json().message === ResetMessages.wrongOtp);
    expect(checked).toHaveLength(3);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(guesses.length - 3);
  });

  it('closes the earlier links when a new one is asked for; the newest still works', async () => {
    const { user } = await signUpAndLogin(ctx.app, 7);
    const first = await requestResetMail(user.username, user.email);
    const second = await requestResetMail(user.email, user.email);
    const checkLink = (token: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/v1/auth/reset-password/${token}` });
    const stale = await checkLink(first.token);
    expect([stale.statusCode, stale.json().message]).toEqual([400, ResetMessages.missingToken]);
    const refused = await post(`/reset-password/${first.token}`, {
      password: 'N3w!password',
      otp: first.otp,
    });
    expect([refused.statusCode, refused.json().message]).toEqual([400, ResetMessages.missingToken]);
    expect((await checkLink(second.token)).statusCode).toBe(200);
    const ok = await post(`/reset-password/${second.token}`, { password: 'N3w!password', otp: second.otp });
    expect(ok.statusCode).toBe(200);
  });

  it('resends a new OTP that replaces the old one', async () => {
    const { user } = await signUpAndLogin(ctx.app, 3);
    const first = await requestResetMail(user.username, user.email);
    const before = ctx.mailbox.received.length;
    const resend = await post('/resendOtp', { token: first.token });
    expect(resend.json()).toEqual({ message: ResetMessages.otpResent });
    const mail = await ctx.mailbox.waitFor(user.email).then(async () => {
      for (let i = 0; i < 100 && ctx.mailbox.received.length === before; i++)
        await new Promise((r) => setTimeout(r, 100));
      return ctx.mailbox.received[ctx.mailbox.received.length - 1];
    });
    const newOtp = /OTP\) is: (\d{6})/.exec(mail?.text ?? '')?.[1] as string;
    if (newOtp !== first.otp) {
      const stale = await post(`/reset-password/${first.token}`, {
        password: 'N3w!password',
        otp: first.otp,
      });
      expect(stale.statusCode).toBe(400);
    }
    const ok = await post(`/reset-password/${first.token}`, { password: 'N3w!password', otp: newOtp });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses an expired link and validates the body in the spec words', async () => {
    const { user } = await signUpAndLogin(ctx.app, 4);
    const { token, otp } = await requestResetMail(user.username, user.email);
    await ctx.db.execute(sql`update password_resets set expires_at = now() - interval '1 minute'`);
    const expired = await post(`/reset-password/${token}`, { password: 'N3w!password', otp });
    expect(expired.json().message).toBe(ResetMessages.missingToken);

    const cases: Array<[object, string]> = [
      [{ password: 'N3w!password' }, ResetMessages.otpRequired],
      [{ password: 'N3w!password', otp: '12ab56' }, ResetMessages.otpInvalid],
      [{ password: 'N3w!password', otp: '12345' }, ResetMessages.otpInvalid],
      [{ otp: '123456' }, ResetMessages.newPasswordRequired],
      [
        { password: 'weakpassword', otp: '123456' },
        'Password must be at least "Good" strength (include uppercase, lowercase, number, and special character)',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await post(`/reset-password/${token}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});
