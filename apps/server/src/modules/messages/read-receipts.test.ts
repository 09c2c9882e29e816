import { randomUUID } from 'node:crypto';
import { MessagingMessages, ReadReceiptMessages } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken, trialToken } from '../../../test/linked-token';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Token = Awaited<ReturnType<typeof linkedToken>>;

/** The sandbox phone `phone` (the token owner's) writes these texts to the token, one after another. */
async function phoneWrites(token: Token, phone: string, bodies: string[]): Promise<string[]> {
  await token.dash.post('/sandbox/phones', { phone });
  for (const body of bodies) {
    const res = await token.dash.post(`/sandbox/phones/${phone}/reply`, { to: token.phone, body });
    expect(res.statusCode).toBe(200);
  }
  let ids: string[] = [];
  await expect
    .poll(async () => {
      const { rows } = await ctx.db.execute<{ id: string }>(
        sql`select id::text from messages where instance_id = ${token.insid} and remote = ${phone}
            and direction = 'in' order by queue_seq`,
      );
      ids = rows.map((r) => r.id);
      return ids.length;
    })
    .toBe(bodies.length);
  return ids;
}

const statusOf = async (token: Token, id: string) =>
  (await token.call('GET', `/messages/${id}`)).json().status as string;

/** The statuses of the phone's own messages to the token, as its Sandbox Phone page shows them. */
async function phoneTicks(token: Token, phone: string): Promise<string[]> {
  const { chats } = (await token.dash.get(`/sandbox/phones/${phone}`)).json();
  const chat = chats.find((c: { id: string }) => c.id === token.phone);
  return chat.messages.filter((m: { fromMe: boolean }) => m.fromMe).map((m: { status: string }) => m.status);
}

describe('POST /chats/{chatId}/read', () => {
  it('marks a chat’s received messages read up to one, then all, and the phone sees them read', async () => {
    const token = await linkedToken(ctx, 'rr1', '919800002001');
    const [a1, a2, a3] = await phoneWrites(token, '919800002011', ['one', 'two', 'three']);
    const [b1] = await phoneWrites(token, '919800002012', ['other chat']);
    if (!a1 || !a2 || !a3 || !b1) throw new Error('messages not stored');

    const upTo = await token.call('POST', '/chats/919800002011/read', { messageId: a2 });
    expect(upTo.statusCode).toBe(200);
    expect(upTo.json()).toEqual({ read: 2 });
    expect([await statusOf(token, a1), await statusOf(token, a2), await statusOf(token, a3)]).toEqual([
      'read',
      'read',
      'received',
    ]);
    expect(await phoneTicks(token, '919800002011')).toEqual(['read', 'read', 'delivered']);

    expect((await token.call('POST', '/chats/919800002011/read')).json()).toEqual({ read: 1 });
    expect(await statusOf(token, a3)).toBe('read');
    expect(await phoneTicks(token, '919800002011')).toEqual(['read', 'read', 'read']);
    expect((await token.call('POST', '/chats/919800002011/read', {})).json()).toEqual({ read: 0 });
    expect((await token.call('POST', '/chats/919800002011/read', { messageId: a1 })).json()).toEqual({
      read: 0,
    });

    // The other chat is untouched, on the server and on its phone.
    expect(await statusOf(token, b1)).toBe('received');
    expect(await phoneTicks(token, '919800002012')).toEqual(['delivered']);

    // Each change is a message.status event, as for sent messages.
    const events = (await token.call('GET', '/events?after=0&limit=1000')).json().result as Array<{
      type: string;
      data: { id: string; status: string };
    }>;
    const reads = events.filter((e) => e.type === 'message.status' && e.data.status === 'read');
    expect(reads.map((e) => e.data.id)).toEqual([a1, a2, a3]);
  });

  it('marks a group’s received messages by the group id', async () => {
    const token = await linkedToken(ctx, 'rr2', '919800002002');
    const group = '120363012345678901@g.us';
    const id = randomUUID();
    const message = { id, from: group, author: '919811112222', type: 'text' as const, body: 'hi all' };
    await ctx.runtime.messageWriters.incoming.record(
      token.insid,
      { ...message, timestamp: new Date() },
      ctx.config.publicUrl,
    );
    await expect.poll(() => token.call('GET', `/messages/${id}`).then((r) => r.statusCode)).toBe(200);
    expect((await token.call('POST', `/chats/${group}/read`, { messageId: id })).json()).toEqual({ read: 1 });
    expect(await statusOf(token, id)).toBe('read');
  });

  it('keeps the messages read when no receipt can be sent (no phone linked)', async () => {
    const { insid, dash } = await trialToken(ctx, 'rr3');
    const apiKey = (await dash.post('/dash/wa/showKey', { insid })).json().api_key as string;
    const id = randomUUID();
    const message = { id, from: '919811113333', type: 'text' as const, body: 'anyone?' };
    await ctx.runtime.messageWriters.incoming.record(
      insid,
      { ...message, timestamp: new Date() },
      ctx.config.publicUrl,
    );
    const call = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/chats/919811113333/read?insid=${insid}`,
        headers: { key: apiKey },
      });
    await expect.poll(async () => (await call()).json()).toEqual({ read: 1 });
    const { rows } = await ctx.db.execute(sql`select status from messages where id = ${id}`);
    expect(rows[0]).toEqual({ status: 'read' });
  });

  it('answers 400 in words for a malformed chat id or message id', async () => {
    const token = await linkedToken(ctx, 'rr4', '919800002004');
    // A person's chat id (919800002011@s.whatsapp.net, …@c.us) is their number: see chat-id-recipients.test.ts.
    for (const chatId of ['abc', '%2B919800002011', '1234', '919800002011@whatsapp.net', 'x@g.us']) {
      const res = await token.call('POST', `/chats/${chatId}/read`);
      expect(res.statusCode, chatId).toBe(400);
      expect(res.json().message, chatId).toContain(ReadReceiptMessages.chatIdInvalid);
    }
    for (const messageId of ['nope', 42, null]) {
      const res = await token.call('POST', '/chats/919800002011/read', { messageId });
      expect(res.statusCode, String(messageId)).toBe(400);
      expect(res.json().message).toContain(MessagingMessages.messageIdInvalid);
    }
  });

  it('answers 404 for a message id that is not one the token received in that chat', async () => {
    const token = await linkedToken(ctx, 'rr5', '919800002005');
    const other = await linkedToken(ctx, 'rr6', '919800002006');
    const [mine] = await phoneWrites(token, '919800002015', ['mine']);
    const [theirs] = await phoneWrites(other, '919800002016', ['theirs']);
    const sent = (await token.call('POST', '/send/text', { to: '919800002015', body: 'out' })).json().id;
    if (!mine || !theirs) throw new Error('messages not stored');

    const notFound = async (chat: string, messageId: string) => {
      const res = await token.call('POST', `/chats/${chat}/read`, { messageId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: ReadReceiptMessages.messageNotReceived, code: 'NOT_FOUND' });
    };
    await notFound('919800002015', randomUUID());
    await notFound('919800002015', sent);
    await notFound('919800002099', mine);
    // Token B's message, through token A's key: nothing of B's is marked.
    await notFound('919800002016', theirs);
    expect(await statusOf(other, theirs)).toBe('received');
    expect(await statusOf(token, mine)).toBe('received');
  });

  it('needs the token’s own key (401, 403) and an active token (402)', async () => {
    const token = await linkedToken(ctx, 'rr7', '919800002007');
    const other = await linkedToken(ctx, 'rr8', '919800002008');
    const [theirs] = await phoneWrites(other, '919800002018', ['private']);
    if (!theirs) throw new Error('message not stored');

    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/v1/chats/919800002018/read' });
    expect(anonymous.statusCode).toBe(401);
    const wrongToken = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/chats/919800002018/read?insid=${other.insid}`,
      headers: { key: token.apiKey },
    });
    expect(wrongToken.statusCode).toBe(403);
    expect(await statusOf(other, theirs)).toBe('received');

    const bearer = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/chats/919800002018/read',
      headers: { authorization: `Bearer ${other.apiKey}` },
    });
    expect(bearer.json()).toEqual({ read: 1 });

    await ctx.db.execute(
      sql`update instances set trial = false, status = 'Trial Expired' where id = ${token.insid}`,
    );
    await expect
      .poll(async () => (await token.call('POST', '/chats/919800002018/read')).statusCode)
      .toBe(402);
  });

  it('counts against the key’s rate limit: a refused call (429) marks nothing', async () => {
    const limited = await createTestContext({ API_RATE_PER_SECOND: '1', API_RATE_BURST: '2' });
    try {
      const token = await linkedToken(limited, 'rr9', '919800002009');
      const ids = [randomUUID(), randomUUID(), randomUUID()];
      for (const [n, id] of ids.entries()) {
        const message = { id, from: '919811114444', type: 'text' as const, body: `m${n}` };
        await limited.runtime.messageWriters.incoming.record(
          token.insid,
          { ...message, timestamp: new Date() },
          limited.config.publicUrl,
        );
      }
      const markUpTo = (id: string | undefined) =>
        token.call('POST', '/chats/919811114444/read', { messageId: id });
      expect((await markUpTo(ids[0])).json()).toEqual({ read: 1 });
      expect((await markUpTo(ids[1])).json()).toEqual({ read: 1 });
      const refused = await markUpTo(ids[2]);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      const { rows } = await limited.db.execute(sql`select status from messages where id = ${ids[2]}`);
      expect(rows[0]).toEqual({ status: 'received' });
    } finally {
      await limited.close();
    }
  });
});
