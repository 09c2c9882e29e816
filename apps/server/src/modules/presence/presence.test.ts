import { ENGINE_OPERATIONS, PresenceMessages } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken, trialToken } from '../../../test/linked-token';
import { phoneCalls } from '../../../test/sandbox-calls';

let ctx: TestContext;
beforeAll(async () => {
  // Each test makes many calls of one token: no rate limit in the way (the harness's sandbox is instant).
  ctx = await createTestContext({ API_RATE_PER_SECOND: '1000', API_RATE_BURST: '1000' });
});
afterAll(() => ctx.close());

type Token = Awaited<ReturnType<typeof linkedToken>>;

const events = async <T>(t: Token, type: string) =>
  ((await t.call('GET', '/events?after=0&limit=1000')).json().result as Array<{ type: string; data: T }>)
    .filter((e) => e.type === type)
    .map((e) => e.data);

/** What the account's phone `phone` shows under its chats' names now. */
const shown = async (t: Token, phone: string) =>
  (await t.dash.get(`/sandbox/phones/${phone}/presence`)).json().result;

describe('POST /chats/{chatId}/presence', () => {
  it('shows typing, then recording, on the recipient’s phone until paused or a message arrives', async () => {
    const a = await linkedToken(ctx, 'presence-typing', '919800000721');
    const contact = '919800000722';
    await a.dash.post('/sandbox/phones', { phone: contact });
    const res = await a.call('POST', `/chats/${contact}@c.us/presence`, { state: 'typing' });
    expect([res.statusCode, res.json()]).toEqual([200, { chatId: contact, state: 'typing' }]);
    expect(await shown(a, contact)).toEqual([{ chatId: a.phone, state: 'typing' }]);
    await a.call('POST', `/chats/${contact}/presence`, { state: 'recording' });
    expect(await shown(a, contact)).toEqual([{ chatId: a.phone, state: 'recording' }]);
    await a.call('POST', `/chats/${contact}/presence`, { state: 'paused' });
    expect(await shown(a, contact)).toEqual([]);

    await a.call('POST', `/chats/${contact}/presence`, { state: 'typing' });
    expect((await a.call('POST', '/send/text', { to: contact, body: 'Here it is' })).statusCode).toBe(202);
    await expect.poll(() => shown(a, contact)).toEqual([]);

    // Past its 10 seconds an indicator is gone.
    await a.call('POST', `/chats/${contact}/presence`, { state: 'typing' });
    await ctx.db.execute(sql`update sim_presence set until = now() - interval '1 second'`);
    expect(await shown(a, contact)).toEqual([]);
  });

  it('refuses a state or chat it does not know (400), and a token without a linked phone (409)', async () => {
    const a = await linkedToken(ctx, 'presence-bad', '919800000723');
    const bad = await a.call('POST', '/chats/919800000722/presence', { state: 'dancing' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, PresenceMessages.stateInvalid]);
    expect((await a.call('POST', '/chats/12ab/presence', { state: 'typing' })).statusCode).toBe(400);
    expect((await a.call('POST', '/chats/919800000722/presence', {})).statusCode).toBe(400);
    const group = await a.call('POST', '/chats/120363012345678901@g.us/presence', { state: 'typing' });
    expect(group.statusCode).toBe(200);

    const unlinked = await trialToken(ctx, 'presence-unlinked');
    const apiKey = (await unlinked.dash.post('/dash/wa/showKey', { insid: unlinked.insid })).json().api_key;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/chats/919800000722/presence',
      headers: { key: apiKey },
      payload: { state: 'typing' },
    });
    expect([res.statusCode, res.json().message]).toEqual([409, PresenceMessages.notConnected]);
  });
});

describe('POST /presence/subscribe', () => {
  it('sends presence.update events of the contact: typing in the token’s chat, paused, online, offline', async () => {
    const a = await linkedToken(ctx, 'presence-sub', '919800000724');
    const contact = '919800000725';
    await a.dash.post('/sandbox/phones', { phone: contact });
    // Before subscribing, the phone's typing tells the token nothing.
    await a.dash.post(`/sandbox/phones/${contact}/presence`, { to: a.phone, state: 'typing' });
    const res = await a.call('POST', '/presence/subscribe', { chatId: contact });
    expect([res.statusCode, res.json()]).toEqual([200, { chatId: contact, subscribed: true }]);
    expect((await a.call('POST', '/presence/subscribe', { chatId: 'me' })).statusCode).toBe(400);

    for (const state of ['typing', 'paused', 'available', 'unavailable']) {
      const to = state === 'typing' || state === 'paused' ? a.phone : undefined;
      const sent = await a.dash.post(`/sandbox/phones/${contact}/presence`, { to, state });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const updates = await events<{ chatId: string; state: string; lastSeen: string | null }>(
      a,
      'presence.update',
    );
    expect(updates.map((u) => [u.chatId, u.state])).toEqual([
      [contact, 'typing'],
      [contact, 'paused'],
      [contact, 'available'],
      [contact, 'unavailable'],
    ]);
    expect(updates[3]?.lastSeen).toEqual(expect.any(String));
  });
});

describe('an engine lacking presence or calls', () => {
  it('answers 501 NOT_SUPPORTED_BY_ENGINE for each, and lists them unsupported', async () => {
    const a = await linkedToken(ctx, 'presence-501', '919800000725');
    const members = ['sendPresence', 'subscribePresence', 'rejectCall'] as const;
    for (const member of members)
      Object.defineProperty(ctx.engine, member, { value: undefined, configurable: true });
    try {
      const res = await a.call('POST', '/chats/919800000722/presence', { state: 'typing' });
      expect([res.statusCode, res.json()]).toEqual([
        501,
        { code: 'NOT_SUPPORTED_BY_ENGINE', message: 'The simulator engine does not support presence.send.' },
      ]);
      expect((await a.call('POST', '/presence/subscribe', { chatId: '919800000722' })).statusCode).toBe(501);
      expect((await a.call('POST', '/calls/ANY/reject')).statusCode).toBe(501);
      expect((await a.call('GET', '/instance/capabilities')).json().operations).toEqual({
        ...Object.fromEntries(ENGINE_OPERATIONS.map((operation) => [operation, true])),
        'presence.send': false,
        'presence.subscribe': false,
        'call.reject': false,
      });
      // A call still arrives as call.received, and rings: nothing can reject it.
      const call = await phoneCalls(a, '919800000727');
      expect(call.state).toBe('ringing');
      expect(await events<{ id: string; status: string }>(a, 'call.received')).toMatchObject([
        { id: call.id, status: 'ringing' },
      ]);
    } finally {
      for (const member of members) Reflect.deleteProperty(ctx.engine, member);
    }
  });
});
