import { afterAll, beforeAll } from 'vitest';
import { createTestContext, type TestContext } from './harness';
import { linkedToken, sameAccountToken } from './linked-token';

/**
 * A test file's server for webhook tests: retry waits compressed (5 s -> 1 ms, 5 min -> 60 ms,
 * 30 min -> 360 ms) and a large rate-limit burst. `token()` makes a new account whose token is
 * linked to a fresh virtual phone, `tokenBeside(first)` another token of first's account;
 * `prefix` keeps the file's accounts and phones apart from others'.
 */
export function webhookTestContext(prefix: string, phoneBase: string) {
  const state: { ctx: TestContext | null; n: number } = { ctx: null, n: 0 };
  beforeAll(async () => {
    state.ctx = await createTestContext({ WEBHOOK_RETRY_SCALE: '0.0002', API_RATE_BURST: '1000' });
  });
  afterAll(() => state.ctx?.close());
  const ctx = () => state.ctx as TestContext;
  const nextPhone = () => `${phoneBase}${String(++state.n).padStart(2, '0')}`;
  const token = () => {
    const phone = nextPhone();
    return linkedToken(ctx(), `${prefix}${state.n}`, phone);
  };
  /** Another token of `first`'s account, linked to a fresh virtual phone (tokens chat within an account). */
  const tokenBeside = (first: Awaited<ReturnType<typeof token>>) =>
    sameAccountToken(ctx(), first, nextPhone());
  return { ctx, token, tokenBeside };
}
