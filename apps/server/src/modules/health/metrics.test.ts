import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../../test/api-client';
import { createTestContext, signUpAndLogin, type TestContext } from '../../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /metrics', () => {
  it('shows an admin the sessions per state and the memory; nobody else', async () => {
    const user = await signUpAndLogin(ctx.app, 'metrics1');
    const dash = apiAs(ctx.app, user.token);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/metrics' })).statusCode).toBe(401);
    expect((await dash.get('/metrics')).statusCode).toBe(403);

    const uuid = (await dash.post('/auth/fetchUser')).json().uuid as string;
    await ctx.db.execute(sql`update users set role = 'Admin' where id = ${uuid}`);
    const insid = (await dash.post('/dash/wa/fetchInstance', { uuid })).json().result[0].insid as string;
    await dash.post('/dash/wa/qr', { insid });

    const res = await dash.get('/metrics');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ engine: 'simulator', sessions: { qr: 1 } });
    expect(body.memory.rssBytes).toBeGreaterThan(0);
    expect(body.rssPerSessionBytes).toBe(body.memory.rssBytes);
  });
});
