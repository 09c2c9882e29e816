import { MessagingMessages } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken } from '../../../test/linked-token';
import type { ApiToken } from '../../http/api-key-guard';
import { ApiTokenCache } from './api-token-cache';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const send = (a: Awaited<ReturnType<typeof linkedToken>>) =>
  a.call('POST', '/send/text', { to: '919812345678', body: 'hi' });

describe('API keys resolved from the cache', () => {
  it('sees a change made outside this process (plain SQL) as soon as it commits', async () => {
    const a = await linkedToken(ctx, 1, '919800005001');
    expect((await send(a)).statusCode).toBe(202);
    expect((await send(a)).statusCode).toBe(202);
    await ctx.db.execute(
      sql`update instances set trial = false, status = 'Trial Expired' where id = ${a.insid}`,
    );
    await expect.poll(async () => (await send(a)).statusCode, { timeout: 2000 }).toBe(402);

    await ctx.db.execute(sql`update instances set status = 'Active' where id = ${a.insid}`);
    await expect.poll(async () => (await send(a)).statusCode, { timeout: 2000 }).toBe(202);
  });

  it('refuses a token past its validTill with 402 at once, before the expiry job marks its status', async () => {
    const a = await linkedToken(ctx, 3, '919800005003');
    await ctx.db.execute(
      sql`update instances set valid_till = now() - interval '1 second' where id = ${a.insid}`,
    );
    await expect.poll(async () => (await send(a)).statusCode, { timeout: 2000 }).toBe(402);
    expect((await send(a)).json().message).toBe(MessagingMessages.notActive);

    // Cached while valid, then past its date with no change to the row.
    await ctx.db.execute(
      sql`update instances set valid_till = now() + interval '1500 milliseconds' where id = ${a.insid}`,
    );
    await expect.poll(async () => (await send(a)).statusCode, { timeout: 1000 }).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await send(a)).statusCode).toBe(402);
  });

  it('stops opening a deleted token at once', async () => {
    const a = await linkedToken(ctx, 2, '919800005002');
    const sent = await send(a);
    expect(sent.statusCode).toBe(202);
    // Deleted once the sender is done with its message: a delete cascading into the message's
    // rows while the sender updates them can deadlock, and that is not what this test is about.
    await expect
      .poll(async () => (await a.call('GET', `/messages/${sent.json().id}`)).json().status)
      .toBe('read');
    await ctx.db.execute(sql`delete from instances where id = ${a.insid}`);
    await expect.poll(async () => (await send(a)).statusCode, { timeout: 2000 }).toBe(401);
    expect((await send(a)).json().message).toBe(MessagingMessages.invalidKey);
  });
});

describe('ApiTokenCache', () => {
  const token: ApiToken = {
    id: 't1',
    userId: 'u1',
    trial: true,
    status: '',
    authenticated: true,
    validTill: null,
    messageValiditySeconds: null,
  };

  it('does not keep a read that overlapped a change, and forgets a changed token', () => {
    const cache = new ApiTokenCache();
    const before = cache.begin();
    cache.forget('t1');
    cache.set('hash', token, before);
    expect(cache.get('hash')).toBeUndefined();

    cache.set('hash', token, cache.begin());
    expect(cache.get('hash')).toEqual(token);
    cache.forget('other');
    expect(cache.get('hash')).toEqual(token);
    cache.forget('t1');
    expect(cache.get('hash')).toBeUndefined();
  });
});
