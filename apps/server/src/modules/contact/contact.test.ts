import { ContactMessages } from '@chatgate/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { contactMessages, mailOutbox } from '../../db/schema';

const STAFF = 'staff@chatgate.test';
let ctx: TestContext;
beforeAll(async () => {
  // No CONTACT_EMAIL: the staff mail goes to the support address.
  ctx = await createTestContext({ SUPPORT_EMAIL: STAFF });
});
afterAll(() => ctx.close());

let ipCounter = 1;
/** Each test its own client address, so the per-address limit of one never reaches another. */
const freshIp = () => `10.1.0.${ipCounter++}`;

const send = (payload: object, ip: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/contact', payload, remoteAddress: ip });

async function solvedCaptcha(): Promise<string> {
  const challenge = (await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/captcha' })).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Waits for a mail to an address whose subject contains the text. */
async function mailAbout(to: string, subjectPart: string) {
  for (let i = 0; i < 150; i++) {
    const mail = ctx.mailbox.received.find((m) => m.to.includes(to) && m.subject.includes(subjectPart));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} about ${subjectPart}`);
}

const valid = (n: number) => ({
  name: `Asha Rao ${n}`,
  email: `asha${n}@example.com`,
  company: 'Rao Traders',
  subject: `Volume pricing ${n}`,
  message: 'We need 12 numbers. What would that cost?',
  inquiryType: 'sales',
});

describe('POST /api/v1/contact', () => {
  it('answers 400 with the spec words for each missing or malformed field', async () => {
    const ip = freshIp();
    const cases: Array<[object, string]> = [
      [{ ...valid(1), name: '  ' }, ContactMessages.nameRequired],
      [{ ...valid(1), email: '' }, ContactMessages.emailRequired],
      [{ ...valid(1), email: 'not-an-email' }, ContactMessages.emailInvalid],
      [{ ...valid(1), subject: undefined }, ContactMessages.subjectRequired],
      [{ ...valid(1), message: '' }, ContactMessages.messageRequired],
      [{ ...valid(1), inquiryType: 'spam' }, ContactMessages.inquiryTypeInvalid],
      [{ ...valid(1), message: 'x'.repeat(5001) }, ContactMessages.messageTooLong],
      [valid(1), ContactMessages.captchaRequired],
    ];
    for (const [payload, message] of cases) {
      const res = await send(payload, ip);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ message, code: 'VALIDATION' });
    }
    expect(await ctx.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('refuses a wrong or reused captcha', async () => {
    const ip = freshIp();
    const garbage = await send({ ...valid(2), captcha: 'bm9wZQ==' }, ip);
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toEqual({ message: ContactMessages.captchaRequired, code: 'CAPTCHA_REQUIRED' });

    const captcha = await solvedCaptcha();
    expect((await send({ ...valid(2), captcha }, ip)).statusCode).toBe(201);
    const replay = await send({ ...valid(2), captcha }, ip);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('CAPTCHA_REQUIRED');
  });

  it('stores the message and mails the staff (reply to the sender) and an acknowledgement', async () => {
    const input = valid(3);
    const res = await send({ ...input, captcha: await solvedCaptcha() }, freshIp());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: ContactMessages.sent });

    const [row] = await ctx.db.select().from(contactMessages).where(eq(contactMessages.email, input.email));
    expect(row).toMatchObject({
      name: input.name,
      company: 'Rao Traders',
      subject: input.subject,
      message: input.message,
      inquiryType: 'sales',
    });

    const staff = await mailAbout(STAFF, input.subject);
    expect(staff.subject).toBe(`[Contact: Sales] ${input.subject}`);
    expect(staff.text).toContain(`From: ${input.name} <${input.email}>`);
    expect(staff.text).toContain(input.message);
    // Pressing Reply answers the visitor.
    expect(staff.replyTo).toBe(input.email);
    expect(staff.raw.split(/\r?\n/)).toContain(`Reply-To: ${input.email}`);
    expect(staff.envelopeTo).toEqual([STAFF]);

    const ack = await ctx.mailbox.waitFor(input.email);
    expect(ack.subject).toBe('We received your message | Chatgate');
    // A reply to the acknowledgement reaches the staff, never the visitor themselves.
    expect(ack.replyTo).toBe(STAFF);
    expect(ack.raw).not.toContain(`Reply-To: ${input.email}`);
    expect(ack.envelopeTo).toEqual([input.email]);
    expect(ack.text).toContain(input.subject);
    // The acknowledgement does not repeat the message body (no relay of arbitrary text).
    expect(ack.text).not.toContain(input.message);
  });

  it('refuses an address with a line break, so nothing reaches a mail header', async () => {
    const ip = freshIp();
    for (const email of ['eve@example.com\r\nBcc: victim@example.com', 'eve@example.com\nX-Evil: 1']) {
      const res = await send({ ...valid(6), email, captcha: await solvedCaptcha() }, ip);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: ContactMessages.emailInvalid, code: 'VALIDATION' });
    }
    const outbox = await ctx.db.select().from(mailOutbox);
    expect(outbox.filter((m) => `${m.toAddress} ${m.replyTo}`.includes('eve@'))).toEqual([]);
  });

  it('defaults the inquiry type to general and stores an empty company as none', async () => {
    const { inquiryType: _omit, ...input } = { ...valid(4), company: '' };
    const res = await send({ ...input, captcha: await solvedCaptcha() }, freshIp());
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(contactMessages).where(eq(contactMessages.email, input.email));
    expect(row).toMatchObject({ inquiryType: 'general', company: null });
  });

  it('limits messages per client address with 429 and Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await send({ ...valid(5), captcha: 'bm9wZQ==' }, ip)).statusCode).toBe(400);
    }
    const limited = await send({ ...valid(5), captcha: 'bm9wZQ==' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: ContactMessages.rateLimited, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await send({ ...valid(5), captcha: 'bm9wZQ==' }, freshIp())).statusCode).toBe(400);
  });
});
