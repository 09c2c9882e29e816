import { ContactsApiMessages } from '@chatgate/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken } from '../../../test/linked-token';

/** Two processes (apps, each with its own API-key cache) on one database. */
let first: TestContext;
let second: TestContext;
beforeAll(async () => {
  const env = { API_RATE_PER_SECOND: '1000', API_RATE_BURST: '1000' };
  first = await createTestContext(env);
  second = await createTestContext(env, false, first.config.DATABASE_URL);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe('a block reaches every process', () => {
  it('refuses a send to a just-blocked contact in the other process within 2 s, and in its own at once', async () => {
    const t = await linkedToken(first, 'block-reach', '919810033001');
    const contact = '919810033002';
    const sendThrough = (ctx: TestContext) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/send/text?insid=${t.insid}`,
        headers: { key: t.apiKey },
        payload: { to: contact, body: 'hello' },
      });
    // Both processes have the token cached as blocking nobody (a send asks nothing then).
    expect((await sendThrough(first)).statusCode).toBe(202);
    expect((await sendThrough(second)).statusCode).toBe(202);

    expect((await t.call('POST', `/contacts/${contact}/block`)).statusCode).toBe(200);
    const own = await sendThrough(first);
    expect([own.statusCode, own.json().message]).toEqual([409, ContactsApiMessages.blocked]);
    const started = Date.now();
    await expect
      .poll(async () => (await sendThrough(second)).statusCode, { timeout: 2_000, interval: 20 })
      .toBe(409);
    expect(Date.now() - started).toBeLessThan(2_000);

    // The unblock reaches it too: sends go out again.
    expect((await t.call('POST', `/contacts/${contact}/unblock`)).statusCode).toBe(200);
    expect((await sendThrough(first)).statusCode).toBe(202);
    await expect
      .poll(async () => (await sendThrough(second)).statusCode, { timeout: 2_000, interval: 20 })
      .toBe(202);
  });
});
