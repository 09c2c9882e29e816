import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../apps/server/test/harness';
import { Chatgate, ChatgateError } from '../src/index';
import { sdkToken } from './sdk-token';

let ctx: TestContext;
beforeAll(async () => {
  // One call a second: a token's second send in a row is refused 429 with Retry-After: 1.
  ctx = await createTestContext({ API_RATE_PER_SECOND: '1', API_RATE_BURST: '1' });
});
afterAll(() => ctx.close());

/** A fetch that records each request's Idempotency-Key and status before passing it on. */
function recordingFetch(seen: { key: string | null; status: number }[]) {
  return async (request: Request) => {
    const response = await fetch(request);
    seen.push({ key: request.headers.get('idempotency-key'), status: response.status });
    return response;
  };
}

describe('rate limits, idempotency and the token id', () => {
  it('retries a 429 after its Retry-After, with the same Idempotency-Key', async () => {
    const seen: { key: string | null; status: number }[] = [];
    const { chatgate } = await sdkToken(ctx, 'retried', '919800072001', { fetch: recordingFetch(seen) });
    await chatgate.messages.sendText({ to: '919800072101', body: 'First' });
    const started = Date.now();
    const second = await chatgate.messages.sendText({ to: '919800072101', body: 'Second' });
    expect(second.status).toBe('queued');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(seen.map((s) => s.status)).toEqual([202, 429, 202]);
    expect(seen[1]?.key).toBe(seen[2]?.key);
    expect(seen[0]?.key).not.toBe(seen[1]?.key);
    expect(seen[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('throws the 429 when retries are off, or the wait is longer than allowed', async () => {
    for (const [n, phone, options] of [
      ['no-retries', '919800072006', { maxRetries: 0 }],
      ['short-wait', '919800072007', { maxRetryDelayMs: 500 }],
    ] as const) {
      const { chatgate } = await sdkToken(ctx, n, phone, options);
      await chatgate.messages.sendText({ to: '919800072101', body: 'First' });
      const refused = await chatgate.messages
        .sendText({ to: '919800072101', body: 'Second' })
        .catch((e) => e);
      expect(refused).toBeInstanceOf(ChatgateError);
      expect([refused.status, refused.code, refused.retryAfter]).toEqual([429, 'RATE_LIMITED', 1]);
    }
  });

  it('sends the Idempotency-Key it is given: a repeat is answered as the first and sends nothing', async () => {
    const { chatgate } = await sdkToken(ctx, 'idempotent', '919800072003');
    const first = await chatgate.messages.sendText(
      { to: '919800072101', body: 'Once' },
      { idempotencyKey: 'order-1' },
    );
    const again = await chatgate.messages.sendText(
      { to: '919800072101', body: 'Once' },
      { idempotencyKey: 'order-1' },
    );
    expect(again.id).toBe(first.id);
    const sent = (await chatgate.messages.list()).result.filter((message) => message.body === 'Once');
    expect(sent).toHaveLength(1);
  });

  it('names its token by tokenId, and is refused a key of another token', async () => {
    const a = await sdkToken(ctx, 'token-a', '919800072004');
    const b = await sdkToken(ctx, 'token-b', '919800072005');
    const right = new Chatgate({ apiKey: a.apiKey, baseUrl: a.baseUrl, tokenId: a.insid });
    expect((await right.instance.state()).insid).toBe(a.insid);
    expect((await right.messages.sendText({ to: '919800072101', body: 'By id' })).status).toBe('queued');
    const wrong = new Chatgate({ apiKey: a.apiKey, baseUrl: a.baseUrl, tokenId: b.insid });
    const refused = await wrong.instance.state().catch((e) => e);
    expect([refused.status, refused.code]).toEqual([403, 'FORBIDDEN']);
    const unknown = new Chatgate({ apiKey: 'cg_live_nope', baseUrl: a.baseUrl });
    expect((await unknown.instance.state().catch((e) => e)).status).toBe(401);
  });
});
