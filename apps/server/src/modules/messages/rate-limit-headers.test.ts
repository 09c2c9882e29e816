import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken, trialToken } from '../../../test/linked-token';
import { dereference } from '../../../test/openapi-dereference';
import { servedApiOf } from '../../../test/served-api';

/** 3 calls at once per key, one back every 128 s (a binary fraction: exact seconds). */
const BURST = 3;
const SECONDS_PER_CALL = 128;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    API_RATE_PER_SECOND: String(1 / SECONDS_PER_CALL),
    API_RATE_BURST: String(BURST),
  });
});
afterAll(() => ctx.close());

const rateLimitOf = (res: LightMyRequestResponse) => ({
  limit: Number(res.headers['ratelimit-limit']),
  remaining: Number(res.headers['ratelimit-remaining']),
  reset: Number(res.headers['ratelimit-reset']),
});

/** Seconds the test's own run time may take off a reset. */
const near = (expected: number) => expect.toSatisfy((n: number) => n <= expected && n >= expected - 1);

type Call = (n: number) => Promise<LightMyRequestResponse>;

let phone = 0;
/** A new account's trial token linked to a phone: a bucket of its own, whole. */
const freshToken = () => {
  phone++;
  return linkedToken(ctx, `rl${phone}`, `9198000070${String(phone).padStart(2, '0')}`);
};

/** A call of the token API with a fresh linked token. */
const byKey = (method: 'GET' | 'POST', url: string, payload?: object) => async (): Promise<Call> => {
  const token = await freshToken();
  return () => token.call(method, url, payload);
};

/** A dashboard control of a fresh linked token, naming it in the body. */
const byDash =
  (url: string, payload: object = {}) =>
  async (): Promise<Call> => {
    const token = await freshToken();
    return () => token.dash.post(url, { insid: token.insid, ...payload });
  };

/** A webhook test event (it queues a request to the URL) of a fresh token with a webhook set. */
const webhookTest = (path: string, key: boolean) => async (): Promise<Call> => {
  const token = await freshToken();
  const saved = await token.call('PUT', '/instance/webhook', { url: 'http://127.0.0.1:9/hook' });
  expect(saved.statusCode, saved.body).toBe(200);
  return key
    ? () => token.call('POST', path)
    : () => token.dash.post(`${path.replace('/instance/', '/dash/wa/')}?insid=${token.insid}`);
};

let address = 0;
/** A call of a public form from a fresh client address (its own bucket). */
const byAddress = (url: string, payload: object) => async (): Promise<Call> => {
  const ip = `10.9.0.${++address}`;
  return () => ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress: ip });
};

const FAMILIES: Array<{
  name: string;
  status: number;
  burst: number;
  perCall: number;
  caller: () => Promise<Call>;
}> = [
  {
    name: 'send',
    status: 202,
    burst: BURST,
    perCall: SECONDS_PER_CALL,
    caller: byKey('POST', '/send/text', { to: '919812345678', body: 'hi' }),
  },
  {
    name: 'poll send',
    status: 202,
    burst: BURST,
    perCall: SECONDS_PER_CALL,
    caller: byKey('POST', '/send/poll', { to: '919812345678', name: 'Q?', options: ['a', 'b'] }),
  },
  {
    name: 'sticker send',
    status: 202,
    burst: BURST,
    perCall: SECONDS_PER_CALL,
    caller: byKey('POST', '/send/sticker', { to: '919812345678', media: 'https://example.com/s.webp' }),
  },
  {
    name: 'status post',
    status: 202,
    burst: BURST,
    perCall: SECONDS_PER_CALL,
    caller: byKey('POST', '/status/text', { body: 'Open today', recipients: ['919812345678'] }),
  },
  {
    name: 'profile read',
    status: 200,
    burst: BURST,
    perCall: SECONDS_PER_CALL,
    caller: byKey('GET', '/instance/profile'),
  },
  {
    name: 'check number',
    status: 200,
    burst: BURST,
    perCall: SECONDS_PER_CALL,
    caller: byKey('POST', '/check/checknumberstatus', { number: '919812345678' }),
  },
  {
    name: 'check number, dashboard style',
    status: 200,
    burst: BURST,
    perCall: SECONDS_PER_CALL,
    caller: byKey('POST', '/dash/checknumberstatus?number=919812345678'),
  },
  {
    name: 'read receipts',
    status: 200,
    burst: BURST,
    perCall: SECONDS_PER_CALL,
    caller: byKey('POST', '/chats/919811114444/read'),
  },
  {
    name: 'presence',
    status: 200,
    burst: BURST,
    perCall: SECONDS_PER_CALL,
    caller: byKey('POST', '/chats/919811114444/presence', { state: 'typing' }),
  },
  { name: 'groups', status: 200, burst: BURST, perCall: SECONDS_PER_CALL, caller: byKey('GET', '/groups') },
  {
    name: 'group send',
    status: 202,
    burst: BURST,
    perCall: SECONDS_PER_CALL,
    caller: byKey('POST', '/groups/120363000000000001@g.us/send', { body: 'hi' }),
  },
  {
    name: 'webhook test event',
    status: 200,
    burst: BURST,
    perCall: SECONDS_PER_CALL,
    caller: webhookTest('/instance/webhook/test', true),
  },
  {
    name: 'webhook test event, from the dashboard',
    status: 200,
    burst: BURST,
    perCall: SECONDS_PER_CALL,
    caller: webhookTest('/instance/webhook/test', false),
  },
  // Instance controls: each (re)starts or ends the WhatsApp session, a reconnect with the real engine.
  ...[
    { name: 'instance reboot', status: 200, caller: byKey('POST', '/instance/reboot') },
    { name: 'instance QR (already linked)', status: 200, caller: byKey('GET', '/instance/qr') },
    {
      name: 'instance pairing code (already linked)',
      status: 409,
      caller: byKey('POST', '/instance/pairing-code', { phone: '919812345678' }),
    },
    { name: 'instance logout', status: 200, caller: byKey('POST', '/instance/logout') },
    { name: 'dashboard QR', status: 200, caller: byDash('/dash/wa/qr') },
    {
      name: 'dashboard pairing code',
      status: 409,
      caller: byDash('/dash/wa/pairingCode', { phone: '919812345678' }),
    },
    { name: 'dashboard logout', status: 200, caller: byDash('/dash/wa/logout') },
    {
      name: 'dashboard test message',
      status: 200,
      caller: byDash('/dash/wa/sendTest', { number: '919812345678' }),
    },
  ].map((control) => ({ ...control, burst: BURST, perCall: SECONDS_PER_CALL })),
  // Without a captcha: refused (400) after the call is counted, as a bot's would be.
  {
    name: 'contact form, per address',
    status: 400,
    burst: 5,
    perCall: 720,
    caller: byAddress('/contact', {
      name: 'A',
      email: 'a@example.com',
      subject: 'S',
      message: 'M',
      inquiryType: 'sales',
      captcha: 'bm9wZQ==',
    }),
  },
  {
    name: 'newsletter, per address',
    status: 400,
    burst: 5,
    perCall: 360,
    caller: byAddress('/newsletter/subscribe', {
      email: 'a@example.com',
      source: 'footer',
      captcha: 'bm9wZQ==',
    }),
  },
];

describe('RateLimit headers', () => {
  it.each(FAMILIES)('$name: each answer tells what is left, down to the 429', async (family) => {
    const call = await family.caller();
    for (let i = 0; i < family.burst; i++) {
      const res = await call(i);
      expect(res.statusCode, res.body).toBe(family.status);
      expect(rateLimitOf(res)).toEqual({
        limit: family.burst,
        remaining: family.burst - 1 - i,
        reset: near((i + 1) * family.perCall),
      });
    }
    const refused = await call(family.burst);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(rateLimitOf(refused)).toEqual({
      limit: family.burst,
      remaining: 0,
      reset: near(family.burst * family.perCall),
    });
    expect(Number(refused.headers['retry-after'])).toEqual(near(family.perCall));
  });

  it('are on an answer that failed after the call was counted (409), not on one refused before (401, 403)', async () => {
    const { dash, insid } = await trialToken(ctx, 'rl-nophone');
    const key = (await dash.post('/dash/wa/showKey', { insid })).json().api_key as string;
    const other = await linkedToken(ctx, 'rl-other', '919800007099');
    const check = (apiKey: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/check/checknumberstatus?insid=${insid}`,
        headers: { key: apiKey },
        payload: { number: '919812345678' },
      });
    const noPhone = await check(key);
    expect(noPhone.statusCode).toBe(409);
    expect(rateLimitOf(noPhone)).toEqual({
      limit: BURST,
      remaining: BURST - 1,
      reset: near(SECONDS_PER_CALL),
    });
    for (const [apiKey, status] of [
      ['no-such-key', 401],
      [other.apiKey, 403],
    ] as const) {
      const refused = await check(apiKey);
      expect(refused.statusCode).toBe(status);
      expect(refused.headers['ratelimit-limit']).toBeUndefined();
    }
  });

  it('on a dashboard control, are the bucket of the token it names, and only once found the caller’s', async () => {
    const token = await freshToken();
    const stranger = await trialToken(ctx, 'rl-stranger');
    const notTheirs = await stranger.dash.post('/dash/wa/logout', { insid: token.insid });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.headers['ratelimit-limit']).toBeUndefined();
    const test = await token.dash.post('/dash/wa/sendTest', { insid: token.insid, number: '919812345678' });
    expect(rateLimitOf(test).remaining).toBe(BURST - 1);
    expect(rateLimitOf(await token.call('POST', '/instance/reboot')).remaining).toBe(BURST - 2);
  });

  it('are not on an instance control refused before it was counted: linking an inactive token (402)', async () => {
    const { dash, insid } = await trialToken(ctx, 'rl-expired');
    await ctx.db.execute(
      sql`update instances set trial = false, status = 'Trial Expired' where id = ${insid}`,
    );
    const refused = await dash.post('/dash/wa/qr', { insid });
    expect(refused.statusCode).toBe(402);
    expect(refused.headers['ratelimit-limit']).toBeUndefined();
  });

  it('are in the OpenAPI document of the counted routes, with Retry-After on their 429', async () => {
    const document = dereference(await servedApiOf(ctx.app));
    const headersOf = (path: string, method: string, status: string) =>
      Object.keys(document.paths[path][method].responses[status].headers ?? {});
    const counted = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'];
    for (const [path, method, ok] of [
      ['/api/v1/send/text', 'post', '202'],
      ['/api/v1/send/poll', 'post', '202'],
      ['/api/v1/send/sticker', 'post', '202'],
      ['/api/v1/status/text', 'post', '202'],
      ['/api/v1/instance/profile', 'get', '200'],
      ['/api/v1/check/checknumberstatus', 'post', '200'],
      ['/api/v1/chats/{chatId}/read', 'post', '200'],
      ['/api/v1/groups', 'get', '200'],
      ['/api/v1/groups/{groupId}/send', 'post', '202'],
      ['/api/v1/instance/webhook/test', 'post', '200'],
      ['/api/v1/instance/webhook/deliveries/{id}/replay', 'post', '200'],
      ['/api/v1/instance/reboot', 'post', '200'],
      ['/api/v1/instance/qr', 'get', '200'],
      ['/api/v1/instance/pairing-code', 'post', '200'],
      ['/api/v1/instance/logout', 'post', '200'],
      ['/api/v1/dash/wa/qr', 'post', '200'],
      ['/api/v1/dash/wa/pairingCode', 'post', '200'],
      ['/api/v1/dash/wa/logout', 'post', '200'],
      ['/api/v1/dash/wa/sendTest', 'post', '200'],
      ['/api/v1/contact', 'post', '201'],
      ['/api/v1/newsletter/subscribe', 'post', '200'],
    ] as const) {
      expect(headersOf(path, method, ok), path).toEqual(counted);
      expect(headersOf(path, method, '429'), path).toEqual([...counted, 'Retry-After']);
      expect(headersOf(path, method, '400'), path).toEqual(counted);
    }
    expect(headersOf('/api/v1/send/text', 'post', '401')).toEqual([]);
    expect(headersOf('/api/v1/send/text', 'post', '402')).toEqual([]);
    // Not counted: the queue, the token's state, and the newsletter's confirmation.
    expect(headersOf('/api/v1/queue', 'get', '200')).toEqual([]);
    expect(headersOf('/api/v1/instance/state', 'get', '200')).toEqual([]);
    expect(headersOf('/api/v1/newsletter/confirm', 'post', '200')).toEqual([]);
  });
});
