import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiAs } from '../../../test/api-client';
import { createTestContext, newUser, type TestContext } from '../../../test/harness';
import { linkedToken } from '../../../test/linked-token';
import { createTestDatabase } from '../../../test/test-database';

// Read receipts that could not be sent when the chat was marked read are owed, and sent later.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Dash = ReturnType<typeof apiAs>;

/** The sandbox phone `phone` writes these texts to the token; answers our ids of them, in order. */
async function phoneWrites(
  c: TestContext,
  token: { dash: Dash; insid: string; phone: string },
  phone: string,
  bodies: string[],
) {
  const { dash, insid, phone: to } = token;
  await dash.post('/sandbox/phones', { phone });
  for (const body of bodies) {
    expect((await dash.post(`/sandbox/phones/${phone}/reply`, { to, body })).statusCode).toBe(200);
  }
  let ids: string[] = [];
  await expect
    .poll(async () => {
      const { rows } = await c.db.execute<{ id: string }>(
        sql`select id::text from messages where instance_id = ${insid} and remote = ${phone}
            and direction = 'in' order by queue_seq`,
      );
      ids = rows.map((r) => r.id);
      return ids.length;
    })
    .toBe(bodies.length);
  return ids;
}

/** The statuses of the phone's messages to the token, as its Sandbox Phone page shows them. */
async function phoneTicks(dash: Dash, phone: string, tokenPhone: string): Promise<string[]> {
  const { chats } = (await dash.get(`/sandbox/phones/${phone}`)).json();
  const chat = chats.find((c: { id: string }) => c.id === tokenPhone);
  return chat.messages.filter((m: { fromMe: boolean }) => m.fromMe).map((m: { status: string }) => m.status);
}

const owed = async (c: TestContext, insid: string) =>
  (
    await c.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pending_read_receipts where instance_id = ${insid}`,
    )
  ).rows[0]?.n;

/** Unlinks the token's phone (the dashboard's logout): receipts cannot be sent meanwhile. */
async function phoneOffline(dash: Dash, insid: string) {
  expect((await dash.post('/dash/wa/logout', { insid })).statusCode).toBe(200);
}

/** Links the same phone again by scanning a new QR: the token connects. */
async function phoneBack(dash: Dash, insid: string, phone: string) {
  const qr = (await dash.post('/dash/wa/qr', { insid })).json().qr as string;
  expect((await dash.post('/sandbox/scan', { qr, phone })).statusCode).toBe(200);
}

/** Links another phone (a new one, scanning a new QR), once the token's phone is logged out. */
async function otherPhoneLinked(token: { dash: Dash; uuid: string; insid: string }, phone: string) {
  await phoneBack(token.dash, token.insid, phone);
  await expect
    .poll(
      async () =>
        (await token.dash.post('/dash/wa/fetchInstance', { uuid: token.uuid })).json().result[0].wid,
    )
    .toBe(phone);
}

const calledFor = (spy: { mock: { calls: unknown[][] } }, chatId: string) =>
  spy.mock.calls.filter(([, chat]) => chat === chatId).map(([, , messages]) => messages);

describe('read receipts owed', () => {
  it('marked while the phone is offline: answered 200, sent when it connects again, the sent ones not again', async () => {
    const token = await linkedToken(ctx, 'ro1', '919800003001');
    const [early] = await phoneWrites(ctx, token, '919800003011', ['early']);
    const later = await phoneWrites(ctx, token, '919800003012', ['one', 'two', 'three']);
    const sends = vi.spyOn(ctx.engine, 'sendReadReceipts');
    try {
      // Online: sent at once, nothing owed.
      expect((await token.call('POST', '/chats/919800003011/read')).json()).toEqual({ read: 1 });
      expect(await phoneTicks(token.dash, '919800003011', token.phone)).toEqual(['read']);
      expect(await owed(ctx, token.insid)).toBe(0);

      await phoneOffline(token.dash, token.insid);
      const res = await token.call('POST', '/chats/919800003012/read');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ read: 3 });
      for (const id of later) expect((await token.call('GET', `/messages/${id}`)).json().status).toBe('read');
      expect(await phoneTicks(token.dash, '919800003012', token.phone)).toEqual([
        'delivered',
        'delivered',
        'delivered',
      ]);
      expect(await owed(ctx, token.insid)).toBe(3);

      await phoneBack(token.dash, token.insid, token.phone);
      await expect
        .poll(() => phoneTicks(token.dash, '919800003012', token.phone))
        .toEqual(['read', 'read', 'read']);
      await expect.poll(() => owed(ctx, token.insid)).toBe(0);
      // The chat's receipts went together, in order; the one sent at first was not sent again.
      const afterReconnect = calledFor(sends, '919800003012');
      expect(afterReconnect.at(-1)).toEqual(later.map((id) => expect.objectContaining({ id })));
      expect(calledFor(sends, '919800003011')).toEqual([[expect.objectContaining({ id: early })]]);

      // A later connection sends nothing again.
      const calls = sends.mock.calls.length;
      await phoneOffline(token.dash, token.insid);
      await phoneBack(token.dash, token.insid, token.phone);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(sends.mock.calls.length).toBe(calls);
    } finally {
      sends.mockRestore();
    }
  });

  it('a send that broke off after the commit is tried again later, without the phone reconnecting', async () => {
    const token = await linkedToken(ctx, 'ro2', '919800003002');
    const ids = await phoneWrites(ctx, token, '919800003021', ['a', 'b']);
    const sends = vi.spyOn(ctx.engine, 'sendReadReceipts').mockRejectedValueOnce(new Error('socket closed'));
    try {
      expect((await token.call('POST', '/chats/919800003021/read')).json()).toEqual({ read: 2 });
      expect(await phoneTicks(token.dash, '919800003021', token.phone)).toEqual(['delivered', 'delivered']);
      expect(await owed(ctx, token.insid)).toBe(2);
      // The next try waits (a growing wait after each failure): time passes.
      await ctx.db.execute(
        sql`update pending_read_receipts set next_attempt_at = now() where instance_id = ${token.insid}`,
      );
      await expect.poll(() => phoneTicks(token.dash, '919800003021', token.phone)).toEqual(['read', 'read']);
      await expect.poll(() => owed(ctx, token.insid)).toBe(0);
      expect(calledFor(sends, '919800003021')).toEqual([
        ids.map((id) => expect.objectContaining({ id })),
        ids.map((id) => expect.objectContaining({ id })),
      ]);
    } finally {
      sends.mockRestore();
    }
  });

  it('survives a restart: a new server on the same database sends what the old one owed', async () => {
    const database = await createTestDatabase();
    try {
      const first = await createTestContext({}, false, database.url);
      let token: Awaited<ReturnType<typeof linkedToken>>;
      try {
        token = await linkedToken(first, 'ro3', '919800003003');
        await phoneWrites(first, token, '919800003031', ['before', 'the restart']);
        await phoneOffline(token.dash, token.insid);
        expect((await token.call('POST', '/chats/919800003031/read')).json()).toEqual({ read: 2 });
      } finally {
        await first.close();
      }

      const second = await createTestContext({}, false, database.url);
      try {
        const { username, password } = newUser('ro3');
        const login = await second.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { username, password },
        });
        const dash = apiAs(second.app, login.json().Token);
        expect(await phoneTicks(dash, '919800003031', token.phone)).toEqual(['delivered', 'delivered']);
        await phoneBack(dash, token.insid, token.phone);
        await expect.poll(() => phoneTicks(dash, '919800003031', token.phone)).toEqual(['read', 'read']);
        await expect.poll(() => owed(second, token.insid)).toBe(0);
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
    }
  });

  it('relinked to another phone: what the earlier phone owed is not sent from the new one, nor owed later', async () => {
    const token = await linkedToken(ctx, 'ro4', '919800003004');
    await phoneWrites(ctx, token, '919800003041', ['to the first phone']);
    await phoneWrites(ctx, token, '919800003042', ['still unread when it goes']);
    const sends = vi.spyOn(ctx.engine, 'sendReadReceipts');
    try {
      await phoneOffline(token.dash, token.insid);
      expect((await token.call('POST', '/chats/919800003041/read')).json()).toEqual({ read: 1 });
      expect(await owed(ctx, token.insid)).toBe(1);
      const tried = sends.mock.calls.length;

      const relinked = { ...token, phone: '919800003044' };
      await otherPhoneLinked(token, relinked.phone);
      await expect.poll(() => owed(ctx, token.insid)).toBe(0);
      // A message the first phone received, marked read now: the new phone owes no receipt for it.
      expect((await token.call('POST', '/chats/919800003042/read')).json()).toEqual({ read: 1 });
      expect(await owed(ctx, token.insid)).toBe(0);
      expect(sends.mock.calls.length).toBe(tried);

      // What the new phone received and owes goes when it connects again; what it received before
      // reconnecting and is marked read after, too.
      const mine = await phoneWrites(ctx, relinked, '919800003043', ['to the new phone']);
      await phoneWrites(ctx, relinked, '919800003045', ['read after it reconnects']);
      await phoneOffline(token.dash, token.insid);
      expect((await token.call('POST', '/chats/919800003043/read')).json()).toEqual({ read: 1 });
      expect(await owed(ctx, token.insid)).toBe(1);
      await phoneBack(token.dash, token.insid, relinked.phone);
      await expect.poll(() => phoneTicks(token.dash, '919800003043', relinked.phone)).toEqual(['read']);
      await expect.poll(() => owed(ctx, token.insid)).toBe(0);
      expect(calledFor(sends, '919800003043').at(-1)).toEqual(
        mine.map((id) => expect.objectContaining({ id })),
      );
      expect((await token.call('POST', '/chats/919800003045/read')).json()).toEqual({ read: 1 });
      expect(await phoneTicks(token.dash, '919800003045', relinked.phone)).toEqual(['read']);
    } finally {
      sends.mockRestore();
    }
  });
});
