import { ChatMessages, ENGINE_OPERATIONS, MessageChangeMessages } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken } from '../../../test/linked-token';
import { changeTime } from '../../engines/change-time';
import type { SimulatorEngine } from '../../engines/simulator/simulator-engine';
import { learnContacts } from '../contacts/contacts.service';
import { recordChatReports } from './chats.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ API_RATE_PER_SECOND: '1000', API_RATE_BURST: '1000' });
});
afterAll(() => ctx.close());

const sim = () => ctx.engine as SimulatorEngine;
type Token = Awaited<ReturnType<typeof linkedToken>>;
type Chat = {
  id: string;
  unreadCount: number;
  lastMessage: { id: string; direction: string; preview: string } | null;
};
/** Contacts: phones of each test's account (not linked to a token, so any account may open them). */
const ANNA = '919800000718';
const BEN = '919800000719';

/** The contact's Sandbox Phone writes to the token's phone; resolves once the token has it. */
async function writes(t: Token, from: string, body: string) {
  await t.dash.post('/sandbox/phones', { phone: from });
  const res = await t.dash.post(`/sandbox/phones/${from}/reply`, { to: t.phone, body });
  expect(res.statusCode, res.body).toBe(200);
  await expect.poll(async () => (await chat(t, from))?.lastMessage?.preview).toBe(body);
}

async function sends(t: Token, to: string, body: string) {
  await t.dash.post('/sandbox/phones', { phone: to });
  const res = await t.call('POST', '/send/text', { to, body });
  expect(res.statusCode, res.body).toBe(202);
  return res.json().id as string;
}

const list = async (t: Token, query = '') => {
  const res = await t.call('GET', `/chats${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { result: Chat[]; nextCursor: string | null };
};
const chat = async (t: Token, id: string) => (await list(t)).result.find((c) => c.id === id);

const chatEvents = async (t: Token) =>
  ((await t.call('GET', '/events?after=0&limit=1000')).json().result as Array<{ type: string; data: object }>)
    .filter((e) => e.type === 'chat.updated')
    .map((e) => e.data);

describe('GET /chats', () => {
  it('lists chats newest activity first with their last message and unread count, a page at a time', async () => {
    const t = await linkedToken(ctx, 'chats-list', '919800000711');
    await writes(t, ANNA, 'hello from Anna');
    await writes(t, ANNA, 'are you there?');
    await writes(t, BEN, 'hi from Ben');
    await sends(t, ANNA, 'yes, here');
    await expect.poll(async () => (await chat(t, ANNA))?.lastMessage?.direction).toBe('out');
    const all = await list(t);
    expect(all.result.map((c) => c.id)).toEqual([ANNA, BEN]);
    expect(all.result[0]).toMatchObject({
      id: ANNA,
      name: 'Sandbox 0718',
      isGroup: false,
      unreadCount: 2,
      archived: false,
      pinned: false,
      muted: false,
      mutedUntil: null,
      lastMessage: { direction: 'out', type: 'text', preview: 'yes, here' },
    });
    expect(all.result[1]).toMatchObject({
      unreadCount: 1,
      lastMessage: { direction: 'in', preview: 'hi from Ben' },
    });
    expect(all.nextCursor).toBeNull();

    const first = await list(t, '?limit=1');
    expect(first.result.map((c) => c.id)).toEqual([ANNA]);
    const second = await list(t, `?limit=1&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
    expect(second.result.map((c) => c.id)).toEqual([BEN]);
    expect(second.nextCursor).toBeNull();
  });

  it('pages a chat’s messages, sent and received, newest first, and zeroes its unread count once read', async () => {
    const t = await linkedToken(ctx, 'chats-messages', '919800000712');
    await writes(t, ANNA, 'one');
    await writes(t, ANNA, 'two');
    await sends(t, ANNA, 'three');
    await writes(t, BEN, 'elsewhere');
    const page = async (query: string) => {
      const res = await t.call('GET', `/chats/${ANNA}/messages${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { result: Array<{ body: string; direction: string }>; nextCursor: string | null };
    };
    const first = await page('?limit=2');
    expect(first.result.map((m) => [m.direction, m.body])).toEqual([
      ['out', 'three'],
      ['in', 'two'],
    ]);
    const rest = await page(`?limit=2&cursor=${first.nextCursor}`);
    expect(rest.result.map((m) => m.body)).toEqual(['one']);
    expect(rest.nextCursor).toBeNull();

    expect((await chat(t, ANNA))?.unreadCount).toBe(2);
    expect((await t.call('POST', `/chats/${ANNA}/read`)).json()).toEqual({ read: 2 });
    expect((await chat(t, ANNA))?.unreadCount).toBe(0);
    expect((await chat(t, BEN))?.unreadCount).toBe(1);
  });

  it('refuses bad input, answers 404 for another token’s chat, and 501 when the engine cannot change chats', async () => {
    const t = await linkedToken(ctx, 'chats-bad', '919800000713');
    const other = await linkedToken(ctx, 'chats-bad-other', '919800000714');
    await writes(other, ANNA, 'not yours');
    expect((await t.call('GET', '/chats?cursor=abc')).json().message).toBe(ChatMessages.cursorInvalid);
    expect((await t.call('GET', '/chats?limit=0')).statusCode).toBe(400);
    expect((await t.call('GET', '/chats?archived=maybe')).json().message).toBe(ChatMessages.archivedInvalid);
    expect((await t.call('GET', '/chats/12ab/messages')).statusCode).toBe(400);
    expect((await t.call('GET', `/chats/${ANNA}/messages?cursor=x`)).statusCode).toBe(400);
    const missing = await t.call('GET', `/chats/${ANNA}/messages`);
    expect([missing.statusCode, missing.json().message]).toEqual([404, ChatMessages.chatNotFound]);
    expect((await t.call('POST', `/chats/${ANNA}/archive`)).statusCode).toBe(404);
    expect((await t.call('GET', `/chats/${ANNA}`)).statusCode).toBe(404);
    expect((await t.call('GET', '/chats/12ab')).statusCode).toBe(400);
    expect((await list(t)).result).toEqual([]);

    Object.defineProperty(ctx.engine, 'modifyChat', { value: undefined, configurable: true });
    try {
      const res = await other.call('POST', `/chats/${ANNA}/archive`);
      expect([res.statusCode, res.json().code]).toEqual([501, 'NOT_SUPPORTED_BY_ENGINE']);
      expect((await other.call('POST', '/chats/919800000999/pin')).statusCode).toBe(501);
      expect((await other.call('GET', '/instance/capabilities')).json().operations).toEqual({
        ...Object.fromEntries(ENGINE_OPERATIONS.map((operation) => [operation, true])),
        'chat.modify': false,
      });
    } finally {
      Reflect.deleteProperty(ctx.engine, 'modifyChat');
    }
    expect(await chat(other, ANNA)).toMatchObject({ archived: false });
  });

  it('shows a message the linked phone typed itself as the chat’s last one, and the chat read', async () => {
    const t = await linkedToken(ctx, 'chats-own-phone', '919800000715');
    await writes(t, ANNA, 'ping');
    const res = await t.dash.post(`/sandbox/phones/${t.phone}/reply`, {
      to: ANNA,
      body: 'typed on the phone',
    });
    expect(res.statusCode, res.body).toBe(200);
    await expect.poll(async () => (await chat(t, ANNA))?.lastMessage?.preview).toBe('typed on the phone');
    expect(await chat(t, ANNA)).toMatchObject({ unreadCount: 0, lastMessage: { direction: 'out' } });
    const lastId = (await chat(t, ANNA))?.lastMessage?.id;
    const history = await t.call('GET', `/chats/${ANNA}/messages`);
    expect(history.json().result[0]).toMatchObject({
      id: lastId,
      direction: 'out',
      body: 'typed on the phone',
    });
    expect((await t.call('GET', `/messages/${lastId}`)).statusCode).toBe(200);

    // What the phone's app state says of chats the token never wrote in makes no chat of them.
    const store = { db: ctx.db, wakeUps: ctx.runtime.wakeUps };
    await recordChatReports(store, t.insid, [
      { id: '919800000777', archived: true, name: 'Old friend', changedAt: changeTime() },
    ]);
    await recordChatReports(store, t.insid, [
      { id: ANNA, pinned: true, name: 'Anna', changedAt: changeTime() },
    ]);
    expect((await list(t)).result.map((c) => c.id)).toEqual([ANNA]);
    expect(await chat(t, ANNA)).toMatchObject({ name: 'Anna', pinned: true });
  });
});

describe('a chat’s name', () => {
  it('is the contact’s saved name, else push name, else null, as the contacts are now', async () => {
    const t = await linkedToken(ctx, 'chats-names', '919800000720');
    await writes(t, ANNA, 'hi');
    await writes(t, BEN, 'hey');
    const names = async () => {
      const listed = Object.fromEntries(
        (await list(t)).result.map((c) => [c.id, (c as { name?: string }).name]),
      );
      const one = (await t.call('GET', `/chats/${ANNA}`)).json() as { name: string | null };
      return { ...listed, one: one.name };
    };
    // The sandbox's phones tell their push names with their messages; a name can be stored just
    // after its message (decision 0035), so wait for both before the contacts change.
    await expect.poll(names).toEqual({ [ANNA]: 'Sandbox 0718', [BEN]: 'Sandbox 0719', one: 'Sandbox 0718' });
    await learnContacts(ctx.db, t.insid, [{ number: BEN, pushName: 'Ben B' }]);
    await learnContacts(ctx.db, t.insid, [{ number: ANNA, savedName: 'Anna (work)' }]);
    expect(await names()).toEqual({ [ANNA]: 'Anna (work)', [BEN]: 'Ben B', one: 'Anna (work)' });
    // Without a contact, a person's chat has no name.
    await ctx.db.execute(sql`delete from contacts where instance_id = ${t.insid} and id = ${BEN}`);
    expect(await names()).toMatchObject({ [BEN]: null });
    // A chat kept under a LID is named by the contact that LID belongs to, once merged into the number's.
    await learnContacts(ctx.db, t.insid, [{ number: BEN, lid: '55501@lid', savedName: 'Benjamin' }]);
    await ctx.db.execute(
      sql`insert into chats (instance_id, chat_id, is_group, activity_at) values (${t.insid}, '55501@lid', false, now())`,
    );
    expect((await list(t)).result.find((c) => c.id === '55501@lid')).toMatchObject({ name: 'Benjamin' });
  });
});

describe('a group chat', () => {
  it('is listed once the group is made, named by its subject, and renamed when the subject changes', async () => {
    const t = await linkedToken(ctx, 'chats-group', '919810033020');
    await t.dash.post('/sandbox/phones', { phone: ANNA });
    const created = await t.call('POST', '/groups', { subject: 'Project', participants: [ANNA] });
    expect(created.statusCode, created.body).toBe(201);
    const groupId = created.json().id as string;
    await expect
      .poll(async () => (await chat(t, groupId)) as object | undefined)
      .toMatchObject({
        name: 'Project',
        isGroup: true,
        lastMessage: null,
      });
    const renamed = await t.call('PATCH', `/groups/${groupId}`, { subject: 'Project X' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await expect
      .poll(async () => ((await chat(t, groupId)) as { name?: string } | undefined)?.name)
      .toBe('Project X');
    const names = (await chatEvents(t)).map((e) => (e as { id: string; name: string }).name);
    expect(names).toEqual(['Project', 'Project X']);
  });
});

describe('changing a chat', () => {
  it('archives, pins and mutes a chat, on the phone too, with a chat.updated event for each change', async () => {
    const t = await linkedToken(ctx, 'chats-change', '919800000716');
    await writes(t, ANNA, 'hello');
    await writes(t, BEN, 'hey');
    const call = async (path: string, body?: object) => {
      const res = await t.call('POST', `/chats/${ANNA}/${path}`, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect(await call('archive')).toMatchObject({ id: ANNA, archived: true });
    expect((await list(t, '?archived=true')).result.map((c) => c.id)).toEqual([ANNA]);
    expect((await list(t, '?archived=false')).result.map((c) => c.id)).toEqual([BEN]);
    expect(await call('pin')).toMatchObject({ pinned: true });
    const until = new Date(Date.now() + 3_600_000).toISOString();
    expect(await call('mute', { until })).toMatchObject({ muted: true, mutedUntil: until });
    expect(await call('mute')).toMatchObject({ muted: true, mutedUntil: null });
    expect(await call('unmute')).toMatchObject({ muted: false, mutedUntil: null });
    expect(await call('unpin')).toMatchObject({ pinned: false });
    expect(await call('archive')).toMatchObject({ archived: true }); // already: no event
    expect(await call('unarchive')).toMatchObject({ archived: false });
    const logged = (await t.dash.get(`/dash/logs?insid=${t.insid}&limit=200`)).json().result;
    expect(logged.map((e: { message: string }) => e.message)).toEqual(
      expect.arrayContaining([`Chat ${ANNA} updated (archived, pinned, muted)`, `Chat ${ANNA} updated`]),
    );

    const settings = await sim().chats.settings({ accountId: t.uuid, phone: t.phone }, ANNA);
    expect(settings).toMatchObject({ archived: false, pinned: false, muted: false });
    await expect
      .poll(async () =>
        (await chatEvents(t)).map((e) => e as { archived: boolean; pinned: boolean; muted: boolean }),
      )
      .toHaveLength(7);
    const events = (await chatEvents(t)) as Array<{
      id: string;
      archived: boolean;
      pinned: boolean;
      muted: boolean;
    }>;
    expect(events.map((e) => [e.archived, e.pinned, e.muted])).toEqual([
      [true, false, false],
      [true, true, false],
      [true, true, true],
      [true, true, true],
      [true, true, false],
      [true, false, false],
      [false, false, false],
    ]);

    const past = await t.call('POST', `/chats/${ANNA}/mute`, { until: '2020-01-01T00:00:00Z' });
    expect([past.statusCode, past.json().message]).toEqual([400, ChatMessages.untilPast]);
    const bad = await t.call('POST', `/chats/${ANNA}/mute`, { until: 'tomorrow' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, ChatMessages.untilInvalid]);

    await ctx.engine.logout(t.insid);
    const unlinked = await t.call('POST', `/chats/${ANNA}/pin`);
    expect([unlinked.statusCode, unlinked.json().message]).toEqual([409, MessageChangeMessages.notConnected]);
    expect(await chat(t, ANNA)).toMatchObject({ pinned: false });
  });

  it('keeps a newer change when the phone’s echo of an older one comes late, and takes a newer report', async () => {
    const t = await linkedToken(ctx, 'chats-echo', '919800000730');
    await writes(t, ANNA, 'hello');
    const store = { db: ctx.db, wakeUps: ctx.runtime.wakeUps };
    const call = (path: string) => t.call('POST', `/chats/${ANNA}/${path}`);
    expect((await call('pin')).json()).toMatchObject({ pinned: true });
    // The phone's echo of the pin, heard before the unpin was asked for, applied after it.
    const pinEcho = { id: ANNA, pinned: true, changedAt: changeTime() };
    const muteEcho = { id: ANNA, muted: { until: null }, changedAt: changeTime() };
    expect((await call('unpin')).json()).toMatchObject({ pinned: false });
    await expect.poll(async () => (await chatEvents(t)).length).toBe(2);
    await recordChatReports(store, t.insid, [pinEcho]);
    expect(await chat(t, ANNA)).toMatchObject({ pinned: false });
    // A stale pin leaves a setting it does not name to its own time: the mute (never changed) applies.
    await recordChatReports(store, t.insid, [{ ...muteEcho, pinned: true }]);
    expect(await chat(t, ANNA)).toMatchObject({ pinned: false, muted: true });
    // The phone pins it itself, after the unpin: that report is newer and applies.
    await recordChatReports(store, t.insid, [{ id: ANNA, pinned: true, changedAt: changeTime() }]);
    expect(await chat(t, ANNA)).toMatchObject({ pinned: true, muted: true });
    const events = (await chatEvents(t)) as Array<{ pinned: boolean; muted: boolean }>;
    expect(events.map((e) => [e.pinned, e.muted])).toEqual([
      [true, false],
      [false, false],
      [false, true],
      [true, true],
    ]);
  });

  it('deletes a chat: gone from the list and its messages, back with a new message only', async () => {
    const t = await linkedToken(ctx, 'chats-delete', '919800000717');
    await writes(t, ANNA, 'old one');
    await sends(t, ANNA, 'old answer');
    const res = await t.call('DELETE', `/chats/${ANNA}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: ANNA, unreadCount: 0, lastMessage: null });
    expect(await chat(t, ANNA)).toBeUndefined();
    expect((await t.call('GET', `/chats/${ANNA}/messages`)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/chats/${ANNA}`)).statusCode).toBe(404);
    expect(await chatEvents(t)).toEqual([expect.objectContaining({ id: ANNA, deleted: true })]);
    const logged = (await t.dash.get(`/dash/logs?insid=${t.insid}&limit=200`)).json().result;
    expect(logged.map((e: { message: string }) => e.message)).toContain(`Chat ${ANNA} deleted`);
    expect((await sim().chats.settings({ accountId: t.uuid, phone: t.phone }, ANNA))?.clearedAt).toBeTruthy();

    await writes(t, ANNA, 'a new start');
    expect(await chat(t, ANNA)).toMatchObject({ unreadCount: 1 });
    const messages = (await t.call('GET', `/chats/${ANNA}/messages`)).json().result as Array<{
      body: string;
    }>;
    expect(messages.map((m) => m.body)).toEqual(['a new start']);
    expect((await t.call('GET', '/messages?limit=100')).json().result).toHaveLength(3);
  });
});
