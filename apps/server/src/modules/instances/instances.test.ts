import { InstanceMessages, MAX_TOKENS_PER_USER } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../../test/api-client';
import { createTestContext, signUpAndLogin, type TestContext } from '../../../test/harness';
import { sameAccountToken } from '../../../test/linked-token';
import { setRole } from '../users/users.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function account(n: number | string) {
  const { token, user } = await signUpAndLogin(ctx.app, n);
  const api = apiAs(ctx.app, token);
  const uuid = (await api.post('/auth/fetchUser')).json().uuid as string;
  return { api, uuid, user, token };
}
const tokensOf = async (a: Awaited<ReturnType<typeof account>>) =>
  (await a.api.post('/dash/wa/fetchInstance', { uuid: a.uuid })).json().result;
const activate = (insid: string) =>
  ctx.db.execute(
    sql`update instances set trial = false, status = 'Active', valid_till = now() + interval '30 days' where id = ${insid}`,
  );

describe('fetchInstance', () => {
  it('shows the 7-day trial token created at signup', async () => {
    const a = await account(1);
    const res = await a.api.post('/dash/wa/fetchInstance', { uuid: a.uuid });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(InstanceMessages.found);
    const [row] = res.json().result;
    expect(row).toMatchObject({
      uuid: a.uuid,
      trial: 1,
      status: '',
      authenticated: 0,
      wid: null,
      session: 'idle',
    });
    expect(row.api_key).toMatch(/^cg_live_….{4}$/);
    const days = (Date.parse(row.validTill) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('creates the trial for an account without tokens ("Instance Created") exactly once', async () => {
    const a = await account(2);
    await ctx.db.execute(sql`delete from instances where user_id = ${a.uuid}`);
    const results = await Promise.all(
      [1, 2, 3].map(() => a.api.post('/dash/wa/fetchInstance', { uuid: a.uuid })),
    );
    expect(results.map((r) => r.json().message).sort()).toEqual([
      InstanceMessages.created,
      InstanceMessages.found,
      InstanceMessages.found,
    ]);
    expect(await tokensOf(a)).toHaveLength(1);
  });

  it("refuses another user's uuid with 403, but lets an Admin look", async () => {
    const a = await account(3);
    const b = await account(4);
    expect((await b.api.post('/dash/wa/fetchInstance', { uuid: a.uuid })).statusCode).toBe(403);
    await setRole(ctx.db, b.user.username, 'Admin');
    const asAdmin = await b.api.post('/dash/wa/fetchInstance', { uuid: a.uuid });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().result[0].uuid).toBe(a.uuid);
  });
});

describe('createInstance', () => {
  it('waits for the trial to be activated, then creates inactive tokens up to the limit of 5', async () => {
    const a = await account(5);
    const [trial] = await tokensOf(a);
    const blocked = await a.api.post('/dash/wa/createInstance', { uuid: a.uuid, name: 'Sales' });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(InstanceMessages.activateFirst);

    await activate(trial.insid);
    const created = await a.api.post('/dash/wa/createInstance', {
      uuid: a.uuid,
      insID: 'ins_sales_000001',
      name: 'Sales',
    });
    expect(created.json()).toMatchObject({
      message: InstanceMessages.created,
      result: { insid: 'ins_sales_000001', trial: 0, status: '' },
    });

    const parallel = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        a.api.post('/dash/wa/createInstance', { uuid: a.uuid, name: `Dept ${i}` }),
      ),
    );
    const messages = parallel.map((r) => r.json().message);
    expect(messages.filter((m) => m === InstanceMessages.created)).toHaveLength(MAX_TOKENS_PER_USER - 2);
    expect(messages.filter((m) => m === InstanceMessages.limitReached)).toHaveLength(3);
    expect(await tokensOf(a)).toHaveLength(MAX_TOKENS_PER_USER);
  });

  it('validates the name and id, refuses a taken id and another user', async () => {
    const a = await account(6);
    const [trial] = await tokensOf(a);
    await activate(trial.insid);
    const cases: Array<[object, number, string]> = [
      [{ uuid: a.uuid, name: '   ' }, 400, InstanceMessages.nameRequired],
      [{ uuid: a.uuid, name: 123 }, 400, InstanceMessages.nameNotText],
      [{ uuid: a.uuid, name: 'x'.repeat(61) }, 400, InstanceMessages.nameTooLong],
      [{ uuid: a.uuid, name: 'Ops', insID: 'bad id!' }, 400, InstanceMessages.idInvalid],
      [{ uuid: a.uuid, name: 'Ops', insID: trial.insid }, 409, InstanceMessages.idTaken],
    ];
    for (const [payload, status, message] of cases) {
      const res = await a.api.post('/dash/wa/createInstance', payload);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const b = await account(7);
    // Another account's token id: created under an id of its own, without saying the id exists.
    await activate((await tokensOf(b))[0].insid);
    const other = await b.api.post('/dash/wa/createInstance', {
      uuid: b.uuid,
      name: 'Mine',
      insID: trial.insid,
    });
    expect(other.statusCode).toBe(200);
    expect(other.json().result.insid).not.toBe(trial.insid);
    expect((await b.api.post('/dash/wa/createInstance', { uuid: a.uuid, name: 'Theirs' })).statusCode).toBe(
      403,
    );
  });
});

describe('API keys', () => {
  it('shows the full key to its owner only, and stores it neither in clear nor reversibly without the server key', async () => {
    const a = await account(8);
    const [row] = await tokensOf(a);
    const res = await a.api.post('/dash/wa/showKey', { insid: row.insid });
    const key = res.json().api_key as string;
    expect(key).toMatch(/^cg_live_[A-Za-z0-9_-]{43}$/);
    expect(row.api_key.endsWith(key.slice(-4))).toBe(true);
    expect(res.headers['cache-control']).toBe('no-store');
    const stored = await ctx.db.execute(sql`select * from instances where id = ${row.insid}`);
    expect(JSON.stringify(stored.rows)).not.toContain(key.slice(8));

    const b = await account(9);
    const other = await b.api.post('/dash/wa/showKey', { insid: row.insid });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(InstanceMessages.notFound);
  });
});

describe('sessions: QR, link, test message, logout, remove', () => {
  it('refuses a test message from a linked token past its validTill before the expiry job marks it', async () => {
    const a = await account('lapsed-test');
    const [row] = await tokensOf(a);
    const qr = await a.api.post('/dash/wa/qr', { insid: row.insid });
    await a.api.post('/sandbox/scan', { qr: qr.json().qr, phone: '919800000191' });
    await ctx.db.execute(
      sql`update instances set valid_till = now() - interval '1 second' where id = ${row.insid}`,
    );
    const res = await a.api.post('/dash/wa/sendTest', { insid: row.insid, number: '919800000192' });
    expect([res.statusCode, res.json().message]).toEqual([409, InstanceMessages.expired]);
    const queued = await ctx.db.execute(
      sql`select count(*)::int as n from messages where instance_id = ${row.insid}`,
    );
    expect(queued.rows[0]).toEqual({ n: 0 });
  });

  it('goes from QR to connected to a delivered test message and a reply, then logs out', async () => {
    const a = await account(10);
    const [row] = await tokensOf(a);
    const qr = await a.api.post('/dash/wa/qr', { insid: row.insid });
    expect(qr.json()).toMatchObject({ state: 'qr', wid: null });

    const early = await a.api.post('/dash/wa/sendTest', { insid: row.insid, number: '919811111111' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(InstanceMessages.notConnected);

    const scan = await a.api.post('/sandbox/scan', { qr: qr.json().qr, phone: '919800000101' });
    expect(scan.json()).toEqual({ message: 'Phone linked', insid: row.insid, wid: '919800000101' });
    // The engine's connected event updates the token a moment after the scan answers.
    await expect
      .poll(async () => (await tokensOf(a))[0])
      .toMatchObject({ authenticated: 1, wid: '919800000101', session: 'connected' });

    const numbers: Array<[string | number, string]> = [
      ['', InstanceMessages.numberRequired],
      [919811111111, InstanceMessages.numberNotText],
      ['91981111abcd', InstanceMessages.numberNumeric],
      ['9198111', InstanceMessages.numberLength],
      ['+919811111111', InstanceMessages.numberNumeric],
      ['919811111000', InstanceMessages.numberNotRegistered],
    ];
    for (const [number, message] of numbers) {
      const res = await a.api.post('/dash/wa/sendTest', { insid: row.insid, number });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }

    const sent = await a.api.post('/dash/wa/sendTest', {
      insid: row.insid,
      number: '919800000102',
      message: 'Ping',
    });
    expect(sent.json().message).toBe(InstanceMessages.testSent);
    await expect
      .poll(
        async () =>
          (await ctx.db.execute(sql`select status from messages where id = ${sent.json().id}`)).rows[0],
      )
      .toEqual({ status: 'read' });

    const phone = await a.api.post('/sandbox/phones', { phone: '919800000102' });
    expect(phone.json().chats).toEqual([
      expect.objectContaining({
        id: '919800000101',
        messages: [
          expect.objectContaining({
            id: sent.json().id,
            fromMe: false,
            author: '919800000101',
            body: 'Ping',
            status: 'read',
          }),
        ],
      }),
    ]);
    const reply = await a.api.post('/sandbox/phones/919800000102/reply', {
      to: '919800000101',
      body: 'Pong',
    });
    expect(reply.json().message).toBe('Reply sent');
    await expect
      .poll(
        async () =>
          (
            await ctx.db.execute(
              sql`select body, remote, status from messages where direction = 'in' and instance_id = ${row.insid}`,
            )
          ).rows,
      )
      .toEqual([{ body: 'Pong', remote: '919800000102', status: 'received' }]);

    const logout = await a.api.post('/dash/wa/logout', { insid: row.insid });
    expect(logout.json().message).toBe(InstanceMessages.loggedOut);
    expect((await tokensOf(a))[0]).toMatchObject({ authenticated: 0, wid: null, session: 'idle' });
  });

  it("lets two tokens of one account chat: a message to a token's phone arrives as incoming", async () => {
    const a = await account(14);
    const [row] = await tokensOf(a);
    const qr = (await a.api.post('/dash/wa/qr', { insid: row.insid })).json().qr;
    await a.api.post('/sandbox/scan', { qr, phone: '919800000141' });
    await expect.poll(async () => (await tokensOf(a))[0].authenticated).toBe(1);
    const aToken = row.insid as string;
    const bToken = (await sameAccountToken(ctx, { dash: a.api, uuid: a.uuid }, '919800000151')).insid;
    await a.api.post('/dash/wa/sendTest', { insid: aToken, number: '919800000151', message: 'Hello B' });
    await expect
      .poll(
        async () =>
          (
            await ctx.db.execute(
              sql`select remote, body from messages where instance_id = ${bToken} and direction = 'in'`,
            )
          ).rows,
      )
      .toEqual([{ remote: '919800000141', body: 'Hello B' }]);
  });

  it('refuses a QR for an inactive token and for another user', async () => {
    const a = await account(11);
    const [trial] = await tokensOf(a);
    await activate(trial.insid);
    const created = await a.api.post('/dash/wa/createInstance', { uuid: a.uuid, name: 'Unpaid' });
    const inactive = await a.api.post('/dash/wa/qr', { insid: created.json().result.insid });
    expect(inactive.statusCode).toBe(402);
    expect(inactive.json().message).toBe(InstanceMessages.notActive);
    const b = await account(12);
    expect((await b.api.post('/dash/wa/qr', { insid: trial.insid })).statusCode).toBe(404);
    expect((await b.api.post('/dash/wa/logout', { insid: trial.insid })).statusCode).toBe(404);
    expect((await b.api.post('/dash/wa/delete', { insid: trial.insid })).statusCode).toBe(404);
  });

  it('removes a token only when it is an unconnected trial and not the only token', async () => {
    const a = await account(13);
    const [trial] = await tokensOf(a);
    const only = await a.api.post('/dash/wa/delete', { insid: trial.insid });
    expect(only.statusCode).toBe(409);
    expect(only.json().message).toBe(InstanceMessages.cannotDelete);
    await ctx.db.execute(sql`insert into instances (id, user_id, name, api_key_hash, api_key_cipher, api_key_hint, status)
      values ('ins_paid_token_13', ${a.uuid}, 'Paid', 'hash13', 'c', 'abcd', 'Active')`);
    expect((await a.api.post('/dash/wa/delete', { insid: 'ins_paid_token_13' })).statusCode).toBe(409);
    const removed = await a.api.post('/dash/wa/delete', { insid: trial.insid });
    expect(removed.json().message).toBe(InstanceMessages.removed);
    expect((await tokensOf(a)).map((r: { insid: string }) => r.insid)).toEqual(['ins_paid_token_13']);
  });
});
