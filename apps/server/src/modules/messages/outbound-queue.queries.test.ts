import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken } from '../../../test/linked-token';
import { instancesWithDueMessages } from './outbound-queue.queries';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** More tokens than PostgreSQL takes bind parameters in one statement (65,535). */
const manyIds = (prefix: string) => Array.from({ length: 70_000 }, (_, i) => `${prefix}${i}`);

describe('instancesWithDueMessages', () => {
  it('scopes the scan to a process hosting tens of thousands of tokens, and skips as many held ones', async () => {
    const token = await linkedToken(ctx, 1, '919800009001');
    expect((await token.call('POST', '/instance/logout')).statusCode).toBe(200);
    expect((await token.call('POST', '/send/text', { to: '919812345678', body: 'waits' })).statusCode).toBe(
      202,
    );

    const hosted = [...manyIds('elsewhere-'), token.insid];
    expect(await instancesWithDueMessages(ctx.db, 500, [], hosted)).toEqual([token.insid]);
    expect(await instancesWithDueMessages(ctx.db, 500, [], manyIds('elsewhere-'))).toEqual([]);
    expect(await instancesWithDueMessages(ctx.db, 500, hosted, hosted)).toEqual([]);
    expect(await instancesWithDueMessages(ctx.db, 500, manyIds('held-'), hosted)).toEqual([token.insid]);
  });
});
