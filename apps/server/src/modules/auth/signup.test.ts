import { SignupMessages } from '@chatgate/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, newUser, type TestContext } from '../../../test/harness';
import { newsletterSubscribers } from '../../db/schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const signup = (payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: payload as object });

describe('POST /api/v1/auth/signup', () => {
  it('creates the account with the spec answer', async () => {
    const res = await signup(newUser(1));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'User created successfully' });
  });

  it('asks for the newsletter (confirmation mail) only when the product-news box was ticked', async () => {
    const subscriber = (email: string) =>
      ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    const ticked = newUser(6);
    expect((await signup({ ...ticked, acceptMarketing: true })).statusCode).toBe(201);
    expect(await subscriber(ticked.email)).toMatchObject([{ status: 'pending', source: 'signup' }]);
    for (let i = 0; i < 100 && !ctx.mailbox.received.some((m) => m.to.includes(ticked.email)); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const mail = ctx.mailbox.received.find((m) => m.to.includes(ticked.email));
    expect(mail?.subject).toBe('Confirm your Chatgate newsletter subscription');

    for (const [n, choice] of [
      [7, false],
      [8, undefined],
    ] as const) {
      const unticked = newUser(n);
      expect((await signup({ ...unticked, acceptMarketing: choice })).statusCode).toBe(201);
      expect(await subscriber(unticked.email)).toHaveLength(0);
    }
    const notBoolean = await signup({ ...newUser(9), acceptMarketing: 'yes' });
    expect(notBoolean.statusCode).toBe(400);
  });

  it.each([
    [{ name: '' }, SignupMessages.nameRequired],
    [{ name: '   ' }, SignupMessages.nameRequired],
    [{ email: '' }, SignupMessages.emailRequired],
    [{ email: 'not-an-email' }, SignupMessages.emailInvalid],
    [{ username: '' }, SignupMessages.usernameRequired],
    [{ username: 'ab' }, SignupMessages.usernameTooShort],
    [{ username: 'bad name' }, SignupMessages.usernameInvalid],
    [{ password: '' }, SignupMessages.passwordRequired],
    [{ password: 'Ab1!' }, SignupMessages.passwordTooShort],
    [{ password: 'alllowercase' }, SignupMessages.passwordTooWeak],
    [{ password: 12345678 }, SignupMessages.passwordRequired],
    [{ username: undefined }, SignupMessages.usernameRequired],
  ])('refuses %j with "%s"', async (change, message) => {
    const res = await signup({ ...newUser('x'), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'VALIDATION' });
  });

  it('refuses a taken username or e-mail, whatever the letter case, with 409', async () => {
    await signup(newUser(2));
    const sameName = await signup({ ...newUser(3), username: 'USER2' });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe(SignupMessages.usernameTaken);
    const sameEmail = await signup({ ...newUser(4), email: 'User2@Example.com' });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe(SignupMessages.emailTaken);
  });

  it('answers malformed JSON, a non-object body and a wrong content type with 4xx, never 500', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_JSON');
    const array = await signup([1, 2]);
    expect(array.statusCode).toBe(400);
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/signup' });
    expect(empty.statusCode).toBe(400);
  });
});

describe('availability checks', () => {
  it('tells whether a username or e-mail is free', async () => {
    await signup(newUser(5));
    const taken = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/chkusername',
      payload: { username: 'User5' },
    });
    expect(taken.json()).toEqual({ available: false, message: SignupMessages.usernameTaken });
    const free = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/chkusername',
      payload: { username: 'nobody' },
    });
    expect(free.json()).toEqual({ available: true, message: SignupMessages.usernameAvailable });
    const email = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/chkemail',
      payload: { email: 'user5@example.com' },
    });
    expect(email.json().available).toBe(false);
    const invalid = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/chkemail',
      payload: { email: 'nope' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(SignupMessages.emailInvalid);
  });
});
