import { MessagingMessages, PairingMessages, SandboxMessages } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../../test/api-client';
import { createTestContext, signUpAndLogin, type TestContext } from '../../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function userWithQr(n: number) {
  const { token } = await signUpAndLogin(ctx.app, n);
  const api = apiAs(ctx.app, token);
  const uuid = (await api.post('/auth/fetchUser')).json().uuid;
  const [row] = (await api.post('/dash/wa/fetchInstance', { uuid })).json().result;
  const qr = (await api.post('/dash/wa/qr', { insid: row.insid })).json().qr as string;
  return { api, insid: row.insid as string, qr };
}

describe('sandbox phones', () => {
  it('refuses a bad QR, another account’s QR, and a phone already linked elsewhere', async () => {
    const a = await userWithQr(1);
    const b = await userWithQr(2);
    const bad = await a.api.post('/sandbox/scan', { qr: 'chatgate-sim:nope', phone: '919800000401' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(SandboxMessages.qrInvalid);

    await a.api.post('/sandbox/phones', { phone: '919800000402' });
    const foreign = await b.api.post('/sandbox/scan', { qr: a.qr, phone: '919800000402' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(SandboxMessages.qrInvalid);

    expect((await a.api.post('/sandbox/scan', { qr: a.qr, phone: '919800000402' })).statusCode).toBe(200);
    const again = await a.api.post('/sandbox/scan', { qr: a.qr, phone: '919800000403' });
    expect(again.statusCode).toBe(400); // the QR is used up once linked
    const list = await a.api.get('/sandbox/phones');
    expect(list.json().result).toEqual([
      expect.objectContaining({ phone: '919800000402', linkedInsid: a.insid }),
    ]);
  });

  it('answers a link only once the token reads connected, its event logged', async () => {
    const a = await userWithQr(9);
    const apiKey = (await a.api.post('/dash/wa/showKey', { insid: a.insid })).json().api_key as string;
    const asToken = (url: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { key: apiKey } });
    const scan = await a.api.post('/sandbox/scan', { qr: a.qr, phone: '919800000901' });
    expect(scan.json().message).toBe(SandboxMessages.linked);
    expect((await asToken('/instance/state')).json()).toMatchObject({
      state: 'connected',
      wid: '919800000901',
    });
    const events = (await asToken('/events?after=0')).json().result as Array<{ type: string; data: object }>;
    expect(events.at(-1)).toMatchObject({
      type: 'instance.state',
      data: { state: 'connected', wid: '919800000901' },
    });

    await a.api.post('/dash/wa/logout', { insid: a.insid });
    const code = (await a.api.post('/dash/wa/pairingCode', { insid: a.insid, phone: '919800000902' })).json()
      .code;
    const typed = await a.api.post('/sandbox/pairing-code', { code, phone: '919800000902' });
    expect(typed.json().message).toBe(SandboxMessages.linked);
    expect((await asToken('/instance/state')).json()).toMatchObject({
      state: 'connected',
      wid: '919800000902',
    });
  });

  it('validates phone numbers and replies', async () => {
    const a = await userWithQr(3);
    const bad = await a.api.post('/sandbox/phones', { phone: '12345' });
    expect(bad.statusCode).toBe(400);
    await a.api.post('/sandbox/phones', { phone: '919800000404' });
    const noLink = await a.api.post('/sandbox/phones/919800000404/reply', { to: '919800000999', body: 'hi' });
    expect(noLink.statusCode).toBe(409);
    expect(noLink.json().message).toBe(SandboxMessages.noLink);
    const empty = await a.api.post('/sandbox/phones/919800000404/reply', { to: '919800000999', body: '  ' });
    expect(empty.statusCode).toBe(400);

    // A recipient that is no number is bad input (400), not a phone that does not exist yet.
    const notNumber = await a.api.post('/sandbox/phones/919800000404/reply', { to: 'abc', body: 'hi' });
    expect([notNumber.statusCode, notNumber.json().message]).toEqual([400, MessagingMessages.toDigits]);
    const channel = await a.api.post('/sandbox/phones/919800000404/reply', {
      to: '120363536994417997@newsletter',
      body: 'hi',
    });
    expect([channel.statusCode, channel.json().message]).toEqual([400, SandboxMessages.channelReadOnly]);
    // A contact's chat id, as the API takes it, is its number.
    await a.api.post('/sandbox/phones', { phone: '919800000405' });
    const chatId = await a.api.post('/sandbox/phones/919800000404/reply', {
      to: '919800000405@c.us',
      body: 'hi',
    });
    expect(chatId.statusCode).toBe(200);
  });

  it('stores replies sent together once each, on the phone and as the token’s incoming messages', async () => {
    const a = await userWithQr(7);
    const b = await userWithQr(8);
    const tokenPhone = '919800000701';
    const phone = '919800000702';
    await a.api.post('/sandbox/scan', { qr: a.qr, phone: tokenPhone });
    await a.api.post('/sandbox/phones', { phone });
    const bodies = Array.from({ length: 20 }, (_, i) => `together ${i}`);
    const answers = await Promise.all(
      bodies.map((body) => a.api.post(`/sandbox/phones/${phone}/reply`, { to: tokenPhone, body })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(bodies.map(() => 200));

    const [chat] = (await a.api.get(`/sandbox/phones/${phone}`)).json().chats;
    expect(chat.id).toBe(tokenPhone);
    expect(chat.messages.map((m: { body: string }) => m.body).sort()).toEqual([...bodies].sort());
    await expect
      .poll(async () =>
        (
          await ctx.db.execute(
            sql`select body from messages where direction = 'in' and instance_id = ${a.insid} order by body`,
          )
        ).rows.map((r) => r.body),
      )
      .toEqual([...bodies].sort());

    // Another account's phone of the same number is its own, on a network without the token's phone.
    const foreign = await b.api.post(`/sandbox/phones/${phone}/reply`, { to: tokenPhone, body: 'not mine' });
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().message).toBe(SandboxMessages.noLink);

    // A reply quoting one of them: the token's incoming message carries the quotedId.
    const [first] = (
      await ctx.db.execute(
        sql`select id from messages where instance_id = ${a.insid} and body = 'together 0'`,
      )
    ).rows;
    const quoting = { to: tokenPhone, body: 'as I said', quotedId: first?.id };
    expect((await a.api.post(`/sandbox/phones/${phone}/reply`, quoting)).statusCode).toBe(200);
    await expect
      .poll(async () => {
        const { rows } = await ctx.db.execute(
          sql`select payload->>'quotedId' as quoted from messages where instance_id = ${a.insid} and body = 'as I said'`,
        );
        return rows[0]?.quoted;
      })
      .toBe(first?.id);
    const elsewhere = await a.api.post(`/sandbox/phones/${phone}/reply`, {
      ...quoting,
      quotedId: '00000000-0000-4000-8000-000000000000',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe(SandboxMessages.quoteNotInChat);
    const notAnId = await a.api.post(`/sandbox/phones/${phone}/reply`, { ...quoting, quotedId: 'x' });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().message).toBe(MessagingMessages.quotedIdInvalid);
  });

  it('links by a typed pairing code with the scan’s rules; refuses a wrong, expired or foreign code', async () => {
    const a = await userWithQr(5);
    const b = await userWithQr(6);
    const phone = '919800000501';
    const pairing = async (user: typeof a, number = phone) =>
      (await user.api.post('/dash/wa/pairingCode', { insid: user.insid, phone: number })).json()
        .code as string;
    const enter = (user: typeof a, code: string, number = phone) =>
      user.api.post('/sandbox/pairing-code', { code, phone: number });
    const refused = async (res: Awaited<ReturnType<typeof enter>>, status: number, message: string) => {
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
    };

    await refused(await enter(a, 'ABC'), 400, PairingMessages.codeInvalid);
    await refused(await enter(a, 'ZZZZ-ZZZZ'), 400, SandboxMessages.pairingCodeInvalid);
    const code = await pairing(a);
    await refused(await enter(a, code, '919800000502'), 400, SandboxMessages.pairingCodeOtherPhone);
    await a.api.post('/sandbox/phones', { phone });
    await refused(await enter(b, code), 400, SandboxMessages.pairingCodeInvalid);

    await ctx.db.execute(sql`update sim_pairing_codes set expires_at = now() - interval '1 second'`);
    await refused(await enter(a, code), 400, SandboxMessages.pairingCodeInvalid);

    const fresh = await pairing(a);
    expect((await enter(a, fresh.toLowerCase())).json()).toMatchObject({ insid: a.insid, wid: phone });
    await refused(await enter(a, fresh), 400, SandboxMessages.pairingCodeInvalid);
    // One phone, one token: the phone cannot take a second token's code.
    const uuid = (await a.api.post('/auth/fetchUser')).json().uuid;
    await ctx.db.execute(sql`insert into instances (id, user_id, name, api_key_hash, api_key_cipher, api_key_hint, status)
      values ('ins_pair_second', ${uuid}, 'Second', 'hash_pair_second', 'c', 'abcd', 'Active')`);
    const other = await a.api.post('/dash/wa/pairingCode', { insid: 'ins_pair_second', phone });
    await refused(await enter(a, other.json().code), 409, SandboxMessages.phoneTaken);
  });
});
