import { NewsletterMessages } from '@chatgate/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { newsletterSubscribers } from '../../db/schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let ipCounter = 1;
const freshIp = () => `10.2.0.${ipCounter++}`;

const post = (path: string, payload: object, ip = '10.2.1.1') =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/newsletter${path}`, payload, remoteAddress: ip });

async function solvedCaptcha(): Promise<string> {
  const challenge = (await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/captcha' })).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const mailsTo = (address: string) => ctx.mailbox.received.filter((m) => m.to.includes(address));

/** Waits for the n-th mail (1-based) to an address. */
async function nthMail(address: string, n: number) {
  for (let i = 0; i < 150 && mailsTo(address).length < n; i++) await new Promise((r) => setTimeout(r, 100));
  const mail = mailsTo(address)[n - 1];
  if (!mail) throw new Error(`no mail #${n} to ${address}`);
  return mail;
}

const tokenIn = (text: string, page: 'confirm' | 'unsubscribe') =>
  new RegExp(`http://chatgate\\.test/newsletter/${page}\\?token=([A-Za-z0-9_-]{43})`).exec(text)?.[1] ?? '';

async function subscribe(email: string, source = 'footer', ip = freshIp()) {
  return post('/subscribe', { email, source, captcha: await solvedCaptcha() }, ip);
}

const rowOf = async (email: string) =>
  ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));

describe('newsletter double opt-in', () => {
  it('answers 400 with clear words for a bad address, source or captcha', async () => {
    const ip = freshIp();
    const cases: Array<[object, string]> = [
      [{ email: '', source: 'footer', captcha: 'x' }, NewsletterMessages.emailRequired],
      [{ email: 'nope', source: 'footer', captcha: 'x' }, NewsletterMessages.emailInvalid],
      [{ email: 'a@example.com', source: 'popup', captcha: 'x' }, NewsletterMessages.sourceInvalid],
      [{ email: 'a@example.com', source: 'blog' }, NewsletterMessages.captchaRequired],
    ];
    for (const [payload, message] of cases) {
      const res = await post('/subscribe', payload, ip);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const wrong = await post(
      '/subscribe',
      { email: 'a@example.com', source: 'blog', captcha: 'bm9wZQ==' },
      ip,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: NewsletterMessages.captchaRequired, code: 'CAPTCHA_REQUIRED' });
    expect(await rowOf('a@example.com')).toHaveLength(0);
  });

  it('subscribe -> mail with link -> confirm -> confirmed, with a welcome mail to unsubscribe', async () => {
    const email = 'reader1@example.com';
    const res = await subscribe('Reader1@Example.com', 'blog');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: NewsletterMessages.checkInbox, status: 'pending' });
    const [pending] = await rowOf(email);
    expect(pending).toMatchObject({ status: 'pending', source: 'blog', confirmedAt: null });

    const mail = await nthMail(email, 1);
    expect(mail.subject).toBe('Confirm your Chatgate newsletter subscription');
    const token = tokenIn(mail.text, 'confirm');
    expect(token).not.toBe('');
    expect(pending?.confirmTokenHash).not.toContain(token); // only the hash is stored

    const confirmed = await post('/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: NewsletterMessages.confirmed, status: 'confirmed' });
    const [row] = await rowOf(email);
    expect(row?.status).toBe('confirmed');
    expect(row?.confirmedAt).toBeInstanceOf(Date);

    const welcome = await nthMail(email, 2);
    expect(welcome.subject).toBe('You are subscribed to the Chatgate newsletter');
    expect(tokenIn(welcome.text, 'unsubscribe')).not.toBe('');

    const again = await post('/confirm', { token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      message: NewsletterMessages.alreadyConfirmed,
      status: 'already_confirmed',
    });
  });

  it('gives the same answer to a repeated subscribe and neither mails nor adds a row', async () => {
    const email = 'reader2@example.com';
    await subscribe(email);
    await post('/confirm', { token: tokenIn((await nthMail(email, 1)).text, 'confirm') });
    await nthMail(email, 2);

    const repeat = await subscribe(email.toUpperCase());
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual({ message: NewsletterMessages.checkInbox, status: 'pending' });
    const rows = await rowOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('confirmed');
    await new Promise((r) => setTimeout(r, 1500));
    expect(mailsTo(email)).toHaveLength(2);
  });

  it('sends a pending address one confirmation mail per 5 minutes, whatever it is told', async () => {
    const email = 'reader3@example.com';
    expect((await subscribe(email)).json().message).toBe(NewsletterMessages.checkInbox);
    expect((await subscribe(email)).json().message).toBe(NewsletterMessages.checkInbox);
    await nthMail(email, 1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(mailsTo(email)).toHaveLength(1);
    expect(await rowOf(email)).toHaveLength(1);
  });

  it('refuses an invalid or expired confirmation link with clear words', async () => {
    const invalid = await post('/confirm', { token: 'A'.repeat(43) });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(NewsletterMessages.invalidConfirmLink);
    const missing = await post('/confirm', { token: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(NewsletterMessages.missingToken);

    const email = 'reader4@example.com';
    await subscribe(email);
    const token = tokenIn((await nthMail(email, 1)).text, 'confirm');
    await ctx.db
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscribers.email, email));
    const expired = await post('/confirm', { token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(NewsletterMessages.expiredConfirmLink);
    expect((await rowOf(email))[0]?.status).toBe('pending');

    // Subscribing again sends a fresh link that works.
    await subscribe(email);
    const fresh = tokenIn((await nthMail(email, 2)).text, 'confirm');
    expect((await post('/confirm', { token: fresh })).json().status).toBe('confirmed');
  });

  it('unsubscribes with the welcome link; subscribing again starts over', async () => {
    const email = 'reader5@example.com';
    await subscribe(email);
    const confirmToken = tokenIn((await nthMail(email, 1)).text, 'confirm');
    await post('/confirm', { token: confirmToken });
    const unsubscribeToken = tokenIn((await nthMail(email, 2)).text, 'unsubscribe');

    const res = await post('/unsubscribe', { token: unsubscribeToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: NewsletterMessages.unsubscribed, status: 'unsubscribed' });
    const [row] = await rowOf(email);
    expect(row).toMatchObject({ status: 'unsubscribed', confirmTokenHash: null });
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);

    const again = await post('/unsubscribe', { token: unsubscribeToken });
    expect(again.json()).toEqual({
      message: NewsletterMessages.alreadyUnsubscribed,
      status: 'already_unsubscribed',
    });
    const invalid = await post('/unsubscribe', { token: 'B'.repeat(43) });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(NewsletterMessages.invalidUnsubscribeLink);
    // The old confirmation link does not sign the address up again.
    expect((await post('/confirm', { token: confirmToken })).statusCode).toBe(400);

    await subscribe(email);
    const restart = await nthMail(email, 3);
    expect((await rowOf(email))[0]).toMatchObject({
      status: 'pending',
      unsubscribedAt: null,
      confirmedAt: null,
    });
    expect((await post('/unsubscribe', { token: unsubscribeToken })).statusCode).toBe(400);
    const confirmed = await post('/confirm', { token: tokenIn(restart.text, 'confirm') });
    expect(confirmed.json().status).toBe('confirmed');
    expect(await rowOf(email)).toHaveLength(1);
  });

  it('looks up both link tokens through a unique index, not a table scan', async () => {
    for (const column of ['confirm_token_hash', 'unsubscribe_token_hash']) {
      const index = `newsletter_subscribers_${column}_idx`;
      const [def] = (
        await ctx.db.execute<{ indexdef: string }>(
          sql`select indexdef from pg_indexes where tablename = 'newsletter_subscribers' and indexname = ${index}`,
        )
      ).rows;
      expect(def?.indexdef, index).toContain(`CREATE UNIQUE INDEX ${index}`);
      // With table scans priced out the planner takes the index, if (and only if) there is one.
      const plan = await ctx.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = await tx.execute(
          sql`explain select * from newsletter_subscribers where ${sql.identifier(column)} = 'x' for update`,
        );
        return rows.rows.map((r) => Object.values(r).join(' ')).join('\n');
      });
      expect(plan).toContain(index);
    }
  });

  it('limits subscribe requests per client address', async () => {
    const ip = freshIp();
    const payload = { email: 'flood@example.com', source: 'footer', captcha: 'bm9wZQ==' };
    for (let i = 0; i < 5; i++) expect((await post('/subscribe', payload, ip)).statusCode).toBe(400);
    const limited = await post('/subscribe', payload, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: NewsletterMessages.rateLimited, code: 'RATE_LIMITED' });
  });
});
