import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { trialToken } from '../../../test/linked-token';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /metrics', () => {
  it('shows an admin the sessions per state and the memory; nobody else', async () => {
    const { dash, uuid, insid } = await trialToken(ctx, 'metrics1');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/metrics' })).statusCode).toBe(401);
    expect((await dash.get('/metrics')).statusCode).toBe(403);

    await ctx.db.execute(sql`update users set role = 'Admin' where id = ${uuid}`);
    await dash.post('/dash/wa/qr', { insid });

    const res = await dash.get('/metrics');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ engine: 'simulator', sessions: { qr: 1 } });
    expect(body.memory.rssBytes).toBeGreaterThan(0);
    expect(body.rssPerSessionBytes).toBe(body.memory.rssBytes);
  });
});
