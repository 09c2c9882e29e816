import type { InstanceEvent } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { createTestContext, signUpAndLogin, type TestContext } from '../../test/harness';
import { expireTokens } from './token-expiry';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('token expiry job', () => {
  it('marks a lapsed trial "Trial Expired" and a lapsed paid token "Expired", disconnects them, and tells the dashboard', async () => {
    const { token } = await signUpAndLogin(ctx.app, 1);
    const api = apiAs(ctx.app, token);
    const uuid = (await api.post('/auth/fetchUser')).json().uuid as string;
    const [trial] = (await api.post('/dash/wa/fetchInstance', { uuid })).json().result;
    const qr = (await api.post('/dash/wa/qr', { insid: trial.insid })).json().qr;
    await api.post('/sandbox/scan', { qr, phone: '919800000201' });
    await expect
      .poll(async () => (await api.post('/dash/wa/fetchInstance', { uuid })).json().result[0].authenticated)
      .toBe(1);
    await ctx.db.execute(sql`insert into instances (id, user_id, name, api_key_hash, api_key_cipher, api_key_hint, status, valid_till)
      values ('ins_paid_lapsed', ${uuid}, 'Paid', 'hash-paid', 'c', 'abcd', 'Active', now() - interval '1 minute'),
             ('ins_paid_valid', ${uuid}, 'Valid', 'hash-valid', 'c', 'abcd', 'Active', now() + interval '1 day')`);
    await ctx.db.execute(
      sql`update instances set valid_till = now() - interval '1 second' where id = ${trial.insid}`,
    );

    const events: InstanceEvent[] = [];
    ctx.live.subscribe(uuid, (e) => events.push(e));
    expect(await expireTokens(ctx.db, ctx.engine, ctx.live)).toBe(2);

    const rows = (await api.post('/dash/wa/fetchInstance', { uuid })).json().result;
    const byId = Object.fromEntries(rows.map((r: { insid: string }) => [r.insid, r]));
    expect(byId[trial.insid]).toMatchObject({
      trial: 0,
      status: 'Trial Expired',
      authenticated: 0,
      session: 'idle',
    });
    expect(byId.ins_paid_lapsed).toMatchObject({ status: 'Expired' });
    expect(byId.ins_paid_valid).toMatchObject({ status: 'Active' });
    expect(events.map((e) => `${e.insid} ${e.status}`).sort()).toEqual(
      ['ins_paid_lapsed Expired', `${trial.insid} Trial Expired`].sort(),
    );

    const send = await api.post('/dash/wa/sendTest', { insid: trial.insid, number: '919811111111' });
    expect(send.statusCode).toBe(409);
    expect((await api.post('/dash/wa/qr', { insid: trial.insid })).statusCode).toBe(402);
    expect(await expireTokens(ctx.db, ctx.engine, ctx.live)).toBe(0);
  });
});
