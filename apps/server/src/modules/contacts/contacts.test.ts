import { ContactsApiMessages } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken } from '../../../test/linked-token';
import { sandboxAbout, sandboxLidOf } from '../../engines/simulator/sandbox-profiles';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ API_RATE_PER_SECOND: '1000', API_RATE_BURST: '1000' });
});
afterAll(() => ctx.close());

type Token = Awaited<ReturnType<typeof linkedToken>>;

/** The sandbox phone `from` writes to the token's phone, as its reply box does. */
async function phoneWrites(a: Token, from: string, body: string) {
  const res = await a.dash.post(`/sandbox/phones/${from}/reply`, { to: a.phone, body });
  expect(res.statusCode, res.body).toBe(200);
}

const contactsOf = async (a: Token, query = '') => (await a.call('GET', `/contacts${query}`)).json();
const received = async (a: Token) =>
  (await a.call('GET', '/messages')).json().result.filter((m: { direction: string }) => m.direction === 'in');

describe('GET /contacts', () => {
  it('learns the phones that write, lists them page by page, and shows one by number or LID with its profile', async () => {
    const a = await linkedToken(ctx, 'contacts-list', '919800000751');
    await phoneWrites(a, '919800000753', 'Hi from 753');
    await expect.poll(async () => (await contactsOf(a)).result.length).toBe(1);
    await phoneWrites(a, '919800000752', 'Hi from 752');
    await expect.poll(async () => (await contactsOf(a)).result.length).toBe(2);

    const first = await contactsOf(a, '?limit=1');
    expect(first.result[0]).toMatchObject({
      id: '919800000753',
      number: '919800000753',
      lid: sandboxLidOf('919800000753'),
      savedName: null,
      pushName: 'Sandbox 0753',
      business: false,
      blocked: false,
    });
    expect(first.nextCursor).toMatch(/^\d+$/);
    const second = await contactsOf(a, `?limit=1&cursor=${first.nextCursor}`);
    expect([second.result[0].id, second.nextCursor]).toEqual(['919800000752', null]);
    expect((await a.call('GET', '/contacts?cursor=abc')).statusCode).toBe(400);

    const detail = (await a.call('GET', '/contacts/919800000753')).json();
    expect(detail).toMatchObject({
      id: '919800000753',
      about: sandboxAbout('919800000753'),
      pictureUrl: 'http://chatgate.test/api/v1/contacts/919800000753/picture',
    });
    const byLid = (await a.call('GET', `/contacts/${sandboxLidOf('919800000753')}`)).json();
    expect(byLid.id).toBe('919800000753');
    expect((await a.call('GET', '/contacts/+919800000753')).json().id).toBe('919800000753');

    const picture = await a.call('GET', '/contacts/919800000753/picture');
    expect([picture.statusCode, picture.headers['content-type']]).toEqual([200, 'image/png']);
    expect(picture.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    const plain = (await a.call('GET', '/contacts/919800000752')).json();
    expect([plain.about, plain.pictureUrl]).toEqual([null, null]);
    const none = await a.call('GET', '/contacts/919800000752/picture');
    expect([none.statusCode, none.json().message]).toEqual([404, ContactsApiMessages.noPicture]);
  });

  it('answers 404 for a person the token does not know and 400 for an id that is no number or LID', async () => {
    const a = await linkedToken(ctx, 'contacts-unknown', '919800000754');
    const unknown = await a.call('GET', '/contacts/919800000758');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, ContactsApiMessages.notFound]);
    const bad = await a.call('GET', '/contacts/not-a-number');
    expect([bad.statusCode, bad.json().message]).toEqual([400, ContactsApiMessages.idInvalid]);
    // Another token's contacts are not this one's (751's writers above).
    expect((await a.call('GET', '/contacts/919800000753')).statusCode).toBe(404);
    expect((await contactsOf(a)).result).toEqual([]);
  });

  it('shows a received message’s writer by number and LID (from, fromLid), and sends to a LID by its number', async () => {
    const a = await linkedToken(ctx, 'contacts-lid', '919800000757');
    await phoneWrites(a, '919800000758', 'Hello');
    await expect.poll(async () => (await received(a)).length).toBe(1);
    const [message] = await received(a);
    expect(message).toMatchObject({
      chatId: '919800000758',
      from: '919800000758',
      fromLid: sandboxLidOf('919800000758'),
      senderLid: sandboxLidOf('919800000758'),
      authorLid: null,
    });
    const events = (await a.call('GET', '/events')).json().result;
    const event = events.find((e: { type: string }) => e.type === 'message.received');
    expect(event.data).toMatchObject({ from: '919800000758', fromLid: sandboxLidOf('919800000758') });

    await expect.poll(async () => (await contactsOf(a)).result.length).toBe(1);
    const sent = await a.call('POST', '/send/text', { to: sandboxLidOf('919800000758'), body: 'Hi, by LID' });
    expect(sent.statusCode, sent.body).toBe(202);
    const view = (await a.call('GET', `/messages/${sent.json().id}`)).json();
    expect(view).toMatchObject({ chatId: '919800000758', from: null, fromLid: null });
  });
});

describe('blocking', () => {
  /** The flag that lets a token's sends skip the block list while it blocks nobody. */
  const blocksContacts = async (insid: string) =>
    (
      await ctx.db.execute<{ b: boolean }>(
        sql`select blocks_contacts as b from instances where id = ${insid}`,
      )
    ).rows[0]?.b;

  it('a blocked person’s messages are not delivered and sends to them are refused (409), until unblocked', async () => {
    const a = await linkedToken(ctx, 'contacts-block', '919800000755');
    const person = '919800000756';
    const blocked = await a.call('POST', `/contacts/${person}/block`);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toMatchObject({ id: person, number: person, blocked: true });
    expect((await a.call('GET', `/contacts/${person}`)).json().blocked).toBe(true);
    expect(await blocksContacts(a.insid)).toBe(true);

    await phoneWrites(a, person, 'Can you hear me?');
    const chat = async () =>
      (await a.dash.get(`/sandbox/phones/${person}`))
        .json()
        .chats.find((c: { id: string }) => c.id === a.phone);
    expect((await chat()).messages.at(-1)).toMatchObject({ body: 'Can you hear me?', status: 'undelivered' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await received(a)).toEqual([]);

    const refused = await a.call('POST', '/send/text', { to: person, body: 'Hello?' });
    expect([refused.statusCode, refused.json().message]).toEqual([409, ContactsApiMessages.blocked]);

    const unblocked = await a.call('POST', `/contacts/${person}/unblock`);
    expect([unblocked.statusCode, unblocked.json().blocked]).toEqual([200, false]);
    expect(await blocksContacts(a.insid)).toBe(false);
    expect((await a.call('POST', '/send/text', { to: person, body: 'Hello!' })).statusCode).toBe(202);
    await phoneWrites(a, person, 'Now you hear me');
    await expect
      .poll(async () => (await received(a)).map((m: { body: string }) => m.body))
      .toEqual(['Now you hear me']);
  });

  it('answers 400 for a bad id and 501 NOT_SUPPORTED_BY_ENGINE when the engine cannot block', async () => {
    const a = await linkedToken(ctx, 'contacts-501', '919800000759');
    expect((await a.call('POST', '/contacts/12ab/block')).statusCode).toBe(400);
    for (const member of ['blockContact', 'contactPicture'] as const)
      Object.defineProperty(ctx.engine, member, { value: undefined, configurable: true });
    try {
      const res = await a.call('POST', '/contacts/919800000753/block');
      expect([res.statusCode, res.json().code]).toEqual([501, 'NOT_SUPPORTED_BY_ENGINE']);
      expect((await a.call('GET', '/contacts/919800000753/picture')).statusCode).toBe(501);
    } finally {
      Reflect.deleteProperty(ctx.engine, 'blockContact');
      Reflect.deleteProperty(ctx.engine, 'contactPicture');
    }
  });
});
