import { randomUUID } from 'node:crypto';
import {
  ENGINE_OPERATIONS,
  MessageChangeMessages,
  MessagingMessages,
  SandboxMessages,
} from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken, sameAccountToken } from '../../../test/linked-token';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    SIM_DELIVERY_DELAY_MS: '0',
    SIM_READ_DELAY_MS: '0',
    API_RATE_PER_SECOND: '1000',
    API_RATE_BURST: '1000',
  });
});
afterAll(() => ctx.close());

type Token = Awaited<ReturnType<typeof linkedToken>>;
interface EventData {
  id: string;
  body: string;
  editedAt: string | null;
  revokedAt: string | null;
  forwarded: boolean;
}

const CONTACT = '919812345678';

/** Sends a text and waits until it is read; answers its id. */
async function sent(t: Token, body: string, to = CONTACT): Promise<string> {
  const res = await t.call('POST', '/send/text', { to, body });
  expect(res.statusCode, res.body).toBe(202);
  const id = res.json().id as string;
  await expect.poll(async () => (await t.call('GET', `/messages/${id}`)).json().status).toBe('read');
  return id;
}

const events = async (t: Token, type: string) =>
  (
    (await t.call('GET', '/events?after=0&limit=1000')).json().result as Array<{
      type: string;
      data: EventData;
    }>
  )
    .filter((e) => e.type === type)
    .map((e) => e.data);

/** The message.received event of `t` with this text, once it has come. */
async function received(t: Token, body: string): Promise<EventData> {
  await expect
    .poll(async () => (await events(t, 'message.received')).some((e) => e.body === body))
    .toBe(true);
  return (await events(t, 'message.received')).find((e) => e.body === body) as EventData;
}

/** How the phone shows its chat with `peer`: each message's text and marks. */
async function phoneChat(t: Token, peer: string) {
  const chats = (await t.dash.get(`/sandbox/phones/${t.phone}`)).json().chats as Array<{
    id: string;
    messages: Array<{ id: string; body: string; edited: boolean; revoked: boolean; forwarded: boolean }>;
  }>;
  return chats.find((c) => c.id === peer)?.messages ?? [];
}

const ageBy = (id: string, interval: string) =>
  ctx.db.execute(sql`update messages set sent_at = now() - ${interval}::interval where id = ${id}`);

describe('GET /instance/capabilities', () => {
  it('lists the operations the engine performs', async () => {
    const a = await linkedToken(ctx, 'caps', '919800007001');
    const res = await a.call('GET', '/instance/capabilities');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      engine: 'simulator',
      operations: Object.fromEntries(ENGINE_OPERATIONS.map((operation) => [operation, true])),
    });
    expect(res.headers['ratelimit-limit']).toBeDefined();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/instance/capabilities' })).statusCode).toBe(
      401,
    );
  });
});

describe('PATCH /messages/{id}', () => {
  it('edits a sent text: the view, the event, a receiving token’s event and its phone show it', async () => {
    const a = await linkedToken(ctx, 'edit-a', '919800007011');
    const b = await sameAccountToken(ctx, a, '919800007012');
    const id = await sent(a, 'see you at 5', b.phone);
    const inB = await received(b, 'see you at 5');

    const res = await a.call('PATCH', `/messages/${id}`, { body: 'see you at 6' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      body: 'see you at 6',
      editedAt: expect.any(String),
      revokedAt: null,
    });
    expect((await a.call('GET', `/messages/${id}`)).json()).toMatchObject({ body: 'see you at 6' });
    expect((await events(a, 'message.edited')).map((e) => [e.id, e.body])).toEqual([[id, 'see you at 6']]);

    await expect
      .poll(async () => (await events(b, 'message.edited')).map((e) => [e.id, e.body]))
      .toEqual([[inB.id, 'see you at 6']]);
    expect((await b.call('GET', `/messages/${inB.id}`)).json()).toMatchObject({
      body: 'see you at 6',
      editedAt: expect.any(String),
    });
    expect((await phoneChat(b, a.phone)).map((m) => [m.body, m.edited])).toEqual([['see you at 6', true]]);
  });

  it('answers 409 once the 15 minutes are over, or before it is sent; 400 for a bad body or a non-text', async () => {
    const a = await linkedToken(ctx, 'edit-late', '919800007021');
    const id = await sent(a, 'old news');
    await ageBy(id, '16 minutes');
    const late = await a.call('PATCH', `/messages/${id}`, { body: 'new' });
    expect([late.statusCode, late.json().message]).toEqual([409, MessageChangeMessages.editWindowPassed]);
    expect((await a.call('GET', `/messages/${id}`)).json()).toMatchObject({
      body: 'old news',
      editedAt: null,
    });

    const bad = await a.call('PATCH', `/messages/${id}`, { body: '   ' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, MessagingMessages.bodyRequired]);
    expect((await a.call('PATCH', `/messages/${id}`, {})).statusCode).toBe(400);

    const located = await a.call('POST', '/send/location', { to: CONTACT, latitude: 1, longitude: 2 });
    await expect
      .poll(async () => (await a.call('GET', `/messages/${located.json().id}`)).json().status)
      .toBe('read');
    const notText = await a.call('PATCH', `/messages/${located.json().id}`, { body: 'x' });
    expect([notText.statusCode, notText.json().message]).toEqual([
      400,
      MessageChangeMessages.onlyTextEditable,
    ]);

    await a.call('POST', '/instance/logout');
    const queued = (await a.call('POST', '/send/text', { to: CONTACT, body: 'waiting' })).json().id;
    const early = await a.call('PATCH', `/messages/${queued}`, { body: 'x' });
    expect([early.statusCode, early.json().message]).toEqual([409, MessageChangeMessages.notSentYet]);
  });

  it('answers 404 for another token’s message or a malformed id', async () => {
    const a = await linkedToken(ctx, 'edit-own', '919800007031');
    const b = await linkedToken(ctx, 'edit-other', '919800007032');
    const theirs = await sent(b, 'mine');
    const foreign = await a.call('PATCH', `/messages/${theirs}`, { body: 'hacked' });
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, MessagingMessages.messageNotFound]);
    expect((await a.call('PATCH', '/messages/not-a-uuid', { body: 'x' })).statusCode).toBe(404);
    expect((await b.call('GET', `/messages/${theirs}`)).json().body).toBe('mine');
  });
});

describe('DELETE /messages/{id} of a sent message', () => {
  it('deletes it for everyone: the view, the events, and the receiving token and phone', async () => {
    const a = await linkedToken(ctx, 'revoke-a', '919800007041');
    const b = await sameAccountToken(ctx, a, '919800007042');
    const id = await sent(a, 'oops, wrong chat', b.phone);
    const inB = await received(b, 'oops, wrong chat');

    const res = await a.call('DELETE', `/messages/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'read', body: '', revokedAt: expect.any(String) });
    expect((await events(a, 'message.revoked')).map((e) => e.id)).toEqual([id]);
    await expect.poll(async () => (await events(b, 'message.revoked')).map((e) => e.id)).toEqual([inB.id]);
    expect((await b.call('GET', `/messages/${inB.id}`)).json()).toMatchObject({
      body: '',
      revokedAt: expect.any(String),
    });
    expect((await phoneChat(b, a.phone)).map((m) => [m.body, m.revoked])).toEqual([['', true]]);

    const again = await a.call('DELETE', `/messages/${id}`);
    expect([again.statusCode, again.json().message]).toEqual([409, MessageChangeMessages.revoked]);
    const edit = await a.call('PATCH', `/messages/${id}`, { body: 'x' });
    expect([edit.statusCode, edit.json().message]).toEqual([409, MessageChangeMessages.revoked]);
  });

  it('answers 409 after 2 days, and for a received message', async () => {
    const a = await linkedToken(ctx, 'revoke-late', '919800007051');
    const id = await sent(a, 'long ago');
    await ageBy(id, '49 hours');
    const late = await a.call('DELETE', `/messages/${id}`);
    expect([late.statusCode, late.json().message]).toEqual([409, MessageChangeMessages.revokeWindowPassed]);

    const reply = await a.dash.post(`/sandbox/phones/${CONTACT}/reply`, { to: a.phone, body: 'hello token' });
    expect(reply.statusCode).toBe(200);
    const inA = await received(a, 'hello token');
    const theirs = await a.call('DELETE', `/messages/${inA.id}`);
    expect([theirs.statusCode, theirs.json().message]).toEqual([
      409,
      MessageChangeMessages.onlySentRevocable,
    ]);
  });
});

describe('a phone changes its own message to the token', () => {
  it('gives the token message.edited, then message.revoked', async () => {
    const a = await linkedToken(ctx, 'phone-changes', '919800007061');
    const phone = '919800007062';
    await a.dash.post(`/sandbox/phones/${phone}/reply`, { to: a.phone, body: 'call me' });
    const inA = await received(a, 'call me');
    const own = (await phoneChat({ ...a, phone }, a.phone)).find((m) => m.body === 'call me');

    const edited = await a.dash.patch(`/sandbox/phones/${phone}/messages/${own?.id}`, {
      body: 'call me later',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await expect
      .poll(async () => (await events(a, 'message.edited')).map((e) => [e.id, e.body]))
      .toEqual([[inA.id, 'call me later']]);
    const deleted = await a.dash.delete(`/sandbox/phones/${phone}/messages/${own?.id}`);
    expect(deleted.statusCode).toBe(200);
    await expect.poll(async () => (await events(a, 'message.revoked')).map((e) => e.id)).toEqual([inA.id]);
    expect((await a.call('GET', `/messages/${inA.id}`)).json()).toMatchObject({
      body: '',
      revokedAt: expect.any(String),
    });
    expect((await phoneChat({ ...a, phone }, a.phone)).map((m) => m.revoked)).toEqual([true]);

    const gone = await a.dash.patch(`/sandbox/phones/${phone}/messages/${own?.id}`, { body: 'again' });
    expect(gone.statusCode).toBe(409);
    const unknown = await a.dash.delete(`/sandbox/phones/${phone}/messages/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses each change past its own window, in its own words', async () => {
    const a = await linkedToken(ctx, 'phone-windows', '919800007063');
    const phone = '919800007064';
    await a.dash.post(`/sandbox/phones/${phone}/reply`, { to: a.phone, body: 'old news' });
    await received(a, 'old news');
    const own = (await phoneChat({ ...a, phone }, a.phone)).find((m) => m.body === 'old news');
    await ctx.db.execute(
      sql`update sim_messages set created_at = now() - interval '3 days' where id = ${own?.id ?? ''}`,
    );
    const edit = await a.dash.patch(`/sandbox/phones/${phone}/messages/${own?.id}`, { body: 'new' });
    expect([edit.statusCode, edit.json().message]).toEqual([409, SandboxMessages.editWindowPassed]);
    const revoke = await a.dash.delete(`/sandbox/phones/${phone}/messages/${own?.id}`);
    expect([revoke.statusCode, revoke.json().message]).toEqual([409, SandboxMessages.revokeWindowPassed]);
  });
});

describe('POST /messages/{id}/forward', () => {
  it('forwards a sent or received message as a new one marked forwarded, through the send queue', async () => {
    const a = await linkedToken(ctx, 'fwd-a', '919800007071');
    const b = await sameAccountToken(ctx, a, '919800007072');
    const id = await sent(a, 'the address is 5 Main St');
    const res = await a.call('POST', `/messages/${id}/forward`, { to: b.phone });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ id: expect.any(String), status: 'queued' });
    const copy = res.json().id as string;
    expect(copy).not.toBe(id);
    await expect.poll(async () => (await a.call('GET', `/messages/${copy}`)).json().status).toBe('read');
    expect((await a.call('GET', `/messages/${copy}`)).json()).toMatchObject({
      chatId: b.phone,
      body: 'the address is 5 Main St',
      forwarded: true,
    });
    expect(await received(b, 'the address is 5 Main St')).toMatchObject({ forwarded: true });
    expect((await phoneChat(b, a.phone)).map((m) => m.forwarded)).toEqual([true]);

    await a.dash.post(`/sandbox/phones/${CONTACT}/reply`, { to: a.phone, body: 'pass this on' });
    const inA = await received(a, 'pass this on');
    const onward = await a.call('POST', `/messages/${inA.id}/forward`, { to: b.phone });
    expect(onward.statusCode).toBe(202);
    expect((await received(b, 'pass this on')).forwarded).toBe(true);
  });

  it('answers a repeat with the same Idempotency-Key with the first answer, and sends once', async () => {
    const a = await linkedToken(ctx, 'fwd-idem', '919800007081');
    const id = await sent(a, 'once only');
    const headers = { 'idempotency-key': 'forward-1' };
    const first = await a.call('POST', `/messages/${id}/forward`, { to: '919812340001' }, headers);
    const again = await a.call('POST', `/messages/${id}/forward`, { to: '919812340001' }, headers);
    expect(first.statusCode).toBe(202);
    expect(again.json()).toEqual(first.json());
    const other = await a.call('POST', `/messages/${id}/forward`, { to: '919812340002' }, headers);
    expect(other.statusCode).toBe(422);
    const copies = (await a.call('GET', '/messages?limit=100'))
      .json()
      .result.filter((m: { forwarded: boolean }) => m.forwarded);
    expect(copies.length).toBe(1);
  });

  it('answers 404 for another token’s message, 400 for a bad recipient or a reaction, 409 for a deleted one', async () => {
    const a = await linkedToken(ctx, 'fwd-bad', '919800007091');
    const b = await linkedToken(ctx, 'fwd-other', '919800007092');
    const theirs = await sent(b, 'private');
    expect((await a.call('POST', `/messages/${theirs}/forward`, { to: CONTACT })).statusCode).toBe(404);
    const id = await sent(a, 'fine');
    const bad = await a.call('POST', `/messages/${id}/forward`, { to: '+12' });
    expect(bad.statusCode).toBe(400);
    expect((await a.call('POST', `/messages/${id}/forward`, {})).json().message).toBe(
      MessagingMessages.toRequired,
    );
    const reaction = (
      await a.call('POST', '/send/reaction', { to: CONTACT, messageId: id, emoji: '👍' })
    ).json().id;
    const notForwardable = await a.call('POST', `/messages/${reaction}/forward`, { to: CONTACT });
    expect([notForwardable.statusCode, notForwardable.json().message]).toEqual([
      400,
      MessageChangeMessages.notForwardable,
    ]);
    await a.call('DELETE', `/messages/${id}`);
    const deleted = await a.call('POST', `/messages/${id}/forward`, { to: CONTACT });
    expect([deleted.statusCode, deleted.json().message]).toEqual([409, MessageChangeMessages.revoked]);
  });
});

describe('an engine lacking an operation', () => {
  /** Runs `work` while the app's engine has no `member` (an own property hides the simulator's). */
  async function without(
    member: 'editMessage' | 'revokeMessage' | 'sendsForwards',
    work: () => Promise<void>,
  ) {
    Object.defineProperty(ctx.engine, member, { value: undefined, configurable: true });
    try {
      await work();
    } finally {
      Reflect.deleteProperty(ctx.engine, member);
    }
  }

  it('answers 501 NOT_SUPPORTED_BY_ENGINE, changes nothing, and lists it as unsupported', async () => {
    const a = await linkedToken(ctx, 'no-edit', '919800007101');
    const id = await sent(a, 'as it was');
    await without('editMessage', async () => {
      const res = await a.call('PATCH', `/messages/${id}`, { body: 'changed' });
      expect(res.statusCode).toBe(501);
      expect(res.json()).toEqual({
        code: 'NOT_SUPPORTED_BY_ENGINE',
        message: 'The simulator engine does not support message.edit.',
      });
      expect((await a.call('GET', '/instance/capabilities')).json().operations).toEqual({
        ...Object.fromEntries(ENGINE_OPERATIONS.map((operation) => [operation, true])),
        'message.edit': false,
      });
    });
    await without('revokeMessage', async () => {
      expect((await a.call('DELETE', `/messages/${id}`)).statusCode).toBe(501);
    });
    await without('sendsForwards', async () => {
      expect((await a.call('POST', `/messages/${id}/forward`, { to: CONTACT })).statusCode).toBe(501);
    });
    expect((await a.call('GET', `/messages/${id}`)).json()).toMatchObject({
      body: 'as it was',
      editedAt: null,
      revokedAt: null,
    });
    expect(await events(a, 'message.edited')).toEqual([]);
  });
});
