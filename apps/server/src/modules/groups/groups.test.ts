import { GroupMessages, InstanceMessages, MessagingMessages } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken, sameAccountToken } from '../../../test/linked-token';
import { dereference } from '../../../test/openapi-dereference';
import { servedApiOf } from '../../../test/served-api';
import { startReceiver } from '../../../test/webhook-receiver';
import { sandboxLidOf } from '../../engines/simulator/sandbox-profiles';

let ctx: TestContext;
let n = 0;
beforeAll(async () => {
  ctx = await createTestContext({ API_RATE_PER_SECOND: '1000', API_RATE_BURST: '1000' });
});
afterAll(() => ctx.close());

let account: Promise<Awaited<ReturnType<typeof linkedToken>>> | undefined;
/** A new token of the tests' account (tokens share groups within an account), linked to a fresh virtual phone. */
const token = () => {
  n++;
  const phone = `9198000050${String(n).padStart(2, '0')}`;
  if (!account) {
    account = linkedToken(ctx, 'groups', phone);
    return account;
  }
  return account.then((first) => sameAccountToken(ctx, first, phone));
};
type Token = Awaited<ReturnType<typeof token>>;

/** A registered number with no token (the simulator's rule: 12 digits, not ending in 000). */
const OUTSIDER = '919812345678';
const UNREGISTERED = '919812345000';
const UNKNOWN_GROUP = '120363000000000001@g.us';

const statusOf = async (id: string) =>
  (await ctx.db.execute(sql`select status, error from messages where id = ${id}`)).rows[0] as {
    status: string;
    error: string | null;
  };

/** How many copies of our message each phone's inbox holds. */
const copiesOf = async (id: string) =>
  Object.fromEntries(
    (
      await ctx.db.execute<{ phone: string; n: number }>(
        sql`select phone, count(*)::int as n from sim_messages where source_id = ${id} group by phone`,
      )
    ).rows.map((r) => [r.phone, r.n]),
  );

type Event = { type: string; data: Record<string, unknown> };
const eventsOf = async (t: Token): Promise<Event[]> =>
  (await t.call('GET', '/events?after=0&limit=1000')).json().result;

/** A sandbox phone as group events name it: its number and its LID. */
const memberOf = (number: string) => ({ number, lid: sandboxLidOf(number) });

async function groupOf(owner: Token, participants: string[], subject = 'Team') {
  const res = await owner.call('POST', '/groups', { subject, participants });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; subject: string; owner: string; participants: unknown[] };
}

describe('group and channel calls: who may call', () => {
  it('needs a key (401), an active token (402) and a connected phone (409)', async () => {
    const noKey = await ctx.app.inject({ method: 'GET', url: '/api/v1/groups' });
    expect(noKey.statusCode).toBe(401);
    expect(noKey.json().message).toBe(MessagingMessages.keyRequired);

    const a = await token();
    await a.call('POST', '/instance/logout');
    for (const [method, url, payload] of [
      ['GET', '/groups', undefined],
      ['POST', '/groups', { subject: 'x', participants: [OUTSIDER] }],
      ['GET', '/channels', undefined],
    ] as const) {
      const res = await a.call(method, url, payload);
      expect(res.statusCode, url).toBe(409);
      expect(res.json()).toEqual({ message: InstanceMessages.notConnected, code: 'CONFLICT' });
    }

    const b = await token();
    await ctx.db.execute(
      sql`update instances set trial = false, status = 'Trial Expired' where id = ${b.insid}`,
    );
    const inactive = await b.call('GET', '/groups');
    expect(inactive.statusCode).toBe(402);
    expect(inactive.json().code).toBe('TOKEN_NOT_ACTIVE');
  });
});

describe('groups', () => {
  it('creates a group, lists it and shows it; unknown and malformed ids get 404 and 400', async () => {
    const a = await token();
    const b = await token();
    const group = await groupOf(a, [b.phone, OUTSIDER, OUTSIDER], 'Sales team');
    expect(group).toEqual({
      id: expect.stringMatching(/^\d+@g\.us$/),
      subject: 'Sales team',
      owner: a.phone,
      ownerLid: sandboxLidOf(a.phone),
      participants: [
        { number: a.phone, lid: sandboxLidOf(a.phone), role: 'superadmin' },
        ...[b.phone, OUTSIDER]
          .sort()
          .map((number) => ({ number, lid: sandboxLidOf(number), role: 'member' })),
      ],
      description: '',
      settings: { onlyAdminsSend: false, onlyAdminsEdit: false },
      createdAt: expect.any(String),
    });
    expect((await a.call('GET', '/groups')).json()).toEqual({ result: [group] });
    expect((await b.call('GET', `/groups/${group.id}`)).json()).toEqual(group);
    expect((await a.call('GET', `/groups/${encodeURIComponent(group.id)}`)).json()).toEqual(group);

    const unknown = await a.call('GET', `/groups/${UNKNOWN_GROUP}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: GroupMessages.groupNotFound, code: 'NOT_FOUND' });
    const outsider = await token();
    expect((await outsider.call('GET', `/groups/${group.id}`)).statusCode).toBe(404);
    const malformed = await a.call('GET', '/groups/sales-team');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(GroupMessages.groupIdInvalid);
  });

  it.each([
    ['no subject', { participants: [OUTSIDER] }, GroupMessages.subjectRequired],
    ['a blank subject', { subject: '  ', participants: [OUTSIDER] }, GroupMessages.subjectRequired],
    [
      'a 101-character subject',
      { subject: 'x'.repeat(101), participants: [OUTSIDER] },
      GroupMessages.subjectTooLong,
    ],
    ['no participants', { subject: 'x' }, GroupMessages.participantsRequired],
    ['an empty participant list', { subject: 'x', participants: [] }, GroupMessages.participantsRequired],
    ['a + sign', { subject: 'x', participants: ['+919812345678'] }, GroupMessages.participantDigits],
    ['a short number', { subject: 'x', participants: ['12345'] }, GroupMessages.participantLength],
    [
      'an unregistered number',
      { subject: 'x', participants: [OUTSIDER, UNREGISTERED] },
      `${GroupMessages.notRegistered} ${UNREGISTERED}`,
    ],
  ])('refuses to create a group with %s: 400 and the reason', async (_case, payload, message) => {
    const a = await token();
    const res = await a.call('POST', '/groups', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await a.call('GET', '/groups')).json()).toEqual({ result: [] });
  });

  it('adds and removes participants, answering per number, and logs group events for members', async () => {
    const a = await token();
    const b = await token();
    const group = await groupOf(a, [OUTSIDER]);
    const add = await a.call('POST', `/groups/${group.id}/participants/add`, {
      participants: [b.phone, OUTSIDER, UNREGISTERED],
    });
    expect(add.statusCode).toBe(200);
    expect(add.json()).toEqual({
      groupId: group.id,
      action: 'add',
      result: [
        { number: b.phone, outcome: 'added' },
        { number: OUTSIDER, outcome: 'already-member' },
        { number: UNREGISTERED, outcome: 'not-registered' },
      ],
    });

    const byMember = await b.call('POST', `/groups/${group.id}/participants/remove`, {
      participants: [OUTSIDER],
    });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe(GroupMessages.notAdmin);

    const remove = await a.call('POST', `/groups/${group.id}/participants/remove`, {
      participants: [OUTSIDER, UNREGISTERED, a.phone],
    });
    expect(remove.json().result).toEqual([
      { number: OUTSIDER, outcome: 'removed' },
      { number: UNREGISTERED, outcome: 'not-member' },
      { number: a.phone, outcome: 'refused' },
    ]);
    const members = (await a.call('GET', `/groups/${group.id}`)).json().participants;
    expect(members.map((p: { number: string }) => p.number)).toEqual([a.phone, b.phone]);

    await expect
      .poll(async () => (await eventsOf(a)).filter((e) => e.type.startsWith('group.')))
      .toEqual([
        expect.objectContaining({
          type: 'group.created',
          data: {
            groupId: group.id,
            subject: 'Team',
            participants: [a.phone, OUTSIDER],
            members: [a.phone, OUTSIDER].map(memberOf),
            author: a.phone,
            authorLid: sandboxLidOf(a.phone),
          },
        }),
        expect.objectContaining({
          type: 'group.participants',
          data: {
            groupId: group.id,
            action: 'add',
            participants: [b.phone],
            members: [memberOf(b.phone)],
            author: a.phone,
            authorLid: sandboxLidOf(a.phone),
            actor: a.phone,
            actorLid: sandboxLidOf(a.phone),
          },
        }),
        expect.objectContaining({
          type: 'group.participants',
          data: {
            groupId: group.id,
            action: 'remove',
            participants: [OUTSIDER],
            members: [memberOf(OUTSIDER)],
            author: a.phone,
            authorLid: sandboxLidOf(a.phone),
            actor: a.phone,
            actorLid: sandboxLidOf(a.phone),
          },
        }),
      ]);
    // b joined later: it hears of its own addition and what followed, not the creation.
    await expect
      .poll(async () =>
        (await eventsOf(b)).filter((e) => e.type.startsWith('group.')).map((e) => e.data.action),
      )
      .toEqual(['add', 'remove']);
  });

  it('refuses bad participant calls: unknown group 404, unknown action and bad numbers 400', async () => {
    const a = await token();
    const group = await groupOf(a, [OUTSIDER]);
    const unknown = await a.call('POST', `/groups/${UNKNOWN_GROUP}/participants/add`, {
      participants: [OUTSIDER],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(GroupMessages.groupNotFound);
    expect(
      (await a.call('POST', `/groups/${group.id}/participants/kick`, { participants: [OUTSIDER] }))
        .statusCode,
    ).toBe(400);
    const bad = await a.call('POST', `/groups/${group.id}/participants/add`, { participants: ['abc'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(GroupMessages.participantDigits);
    const none = await a.call('POST', `/groups/${group.id}/participants/remove`, { participants: [] });
    expect(none.json().message).toBe(GroupMessages.participantsRequired);
  });
});

describe('sending to groups and channels', () => {
  it('delivers a group message to every other member once, ending read; member tokens receive it', async () => {
    const a = await token();
    const b = await token();
    const group = await groupOf(a, [b.phone, OUTSIDER]);
    const bySend = await a.call('POST', '/send/text', { to: group.id, body: 'Standup in 5' });
    const byGroup = await a.call('POST', `/groups/${group.id}/send`, { body: 'Agenda attached' });
    expect([bySend.statusCode, byGroup.statusCode]).toEqual([202, 202]);
    for (const res of [bySend, byGroup]) {
      const { id } = res.json();
      await expect.poll(async () => (await statusOf(id)).status).toBe('read');
      expect(await copiesOf(id)).toEqual({ [b.phone]: 1, [OUTSIDER]: 1 });
    }
    const view = (await a.call('GET', `/messages/${bySend.json().id}`)).json();
    expect(view).toMatchObject({ chatId: group.id, body: 'Standup in 5', status: 'read' });
    await expect
      .poll(async () =>
        (await eventsOf(b))
          .filter((e) => e.type === 'message.received')
          .map((e) => [e.data.chatId, e.data.body]),
      )
      .toEqual([
        [group.id, 'Standup in 5'],
        [group.id, 'Agenda attached'],
      ]);
  });

  it('accepts media, location and contact sends to a group too', async () => {
    const a = await token();
    const group = await groupOf(a, [OUTSIDER]);
    const calls = await Promise.all([
      a.call('POST', '/send/media', { to: group.id, type: 'document', media: 'https://example.com/a.pdf' }),
      a.call('POST', '/send/location', { to: group.id, latitude: 1, longitude: 2 }),
      a.call('POST', '/send/contact', { to: group.id, contact: { name: 'Asha', phone: OUTSIDER } }),
    ]);
    expect(calls.map((c) => c.statusCode)).toEqual([202, 202, 202]);
    for (const call of calls)
      await expect.poll(async () => (await statusOf(call.json().id)).status).toBe('read');
  });

  it('ends "failed" with the reason for a group the token is not in and a channel it does not own', async () => {
    const a = await token();
    const b = await token();
    const group = await groupOf(a, [OUTSIDER]);
    const channel = (await a.call('POST', '/channels', { name: 'News' })).json();
    const sends = [
      [
        await b.call('POST', '/send/text', { to: group.id, body: 'hi' }),
        'This token is not a member of the group.',
      ],
      [
        await b.call('POST', `/groups/${UNKNOWN_GROUP}/send`, { body: 'hi' }),
        'This token is not a member of the group.',
      ],
      [
        await b.call('POST', `/channels/${channel.id}/send`, { body: 'spam' }),
        'This token does not own the channel.',
      ],
    ] as const;
    for (const [res, error] of sends) {
      expect(res.statusCode).toBe(202);
      await expect.poll(async () => await statusOf(res.json().id)).toEqual({ status: 'failed', error });
    }
    expect(await copiesOf(sends[0][0].json().id)).toEqual({});
  });

  it.each([
    ['a malformed group id', { to: '1203630@g.us', body: 'x' }, MessagingMessages.chatIdInvalid],
    // A personal chat id (…@c.us, …@s.whatsapp.net) is taken as its number: chat-id-recipients.test.ts.
    [
      'an unknown kind of chat id',
      { to: '919812345678@broadcast', body: 'x' },
      MessagingMessages.chatIdInvalid,
    ],
    ['a + sign', { to: '+919812345678', body: 'x' }, MessagingMessages.toDigits],
    ['a short number', { to: '1234', body: 'x' }, MessagingMessages.toLength],
    ['an empty recipient', { to: ' ', body: 'x' }, MessagingMessages.toRequired],
  ])('refuses a send to %s with 400 and the reason', async (_case, payload, message) => {
    const a = await token();
    const res = await a.call('POST', '/send/text', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a convenience send with a malformed id or no body', async () => {
    const a = await token();
    const badGroup = await a.call('POST', '/groups/team/send', { body: 'x' });
    expect(badGroup.json()).toEqual({ message: GroupMessages.groupIdInvalid, code: 'VALIDATION' });
    const badChannel = await a.call('POST', `/channels/${UNKNOWN_GROUP}/send`, { body: 'x' });
    expect(badChannel.json().message).toBe(GroupMessages.channelIdInvalid);
    const noBody = await a.call('POST', `/groups/${UNKNOWN_GROUP}/send`, {});
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().message).toBe(MessagingMessages.bodyRequired);
  });
});

describe('channels', () => {
  it('creates and lists the token’s channels, and posts to its own channel', async () => {
    const a = await token();
    const b = await token();
    const created = await a.call('POST', '/channels', {
      name: ' Daily deals ',
      description: 'One deal a day',
    });
    expect(created.statusCode).toBe(201);
    const channel = created.json();
    expect(channel).toEqual({
      id: expect.stringMatching(/^\d+@newsletter$/),
      name: 'Daily deals',
      description: 'One deal a day',
      createdAt: expect.any(String),
    });
    const bare = (await a.call('POST', '/channels', { name: 'Alerts' })).json();
    expect(bare.description).toBe('');
    expect((await a.call('GET', '/channels')).json()).toEqual({ result: [channel, bare] });
    expect((await b.call('GET', '/channels')).json()).toEqual({ result: [] });

    const post = await a.call('POST', `/channels/${channel.id}/send`, { body: 'Today: 10% off' });
    expect(post.statusCode).toBe(202);
    await expect.poll(async () => (await statusOf(post.json().id)).status).toBe('sent');
    const byText = await a.call('POST', '/send/text', { to: channel.id, body: 'Tomorrow: 20% off' });
    await expect.poll(async () => (await statusOf(byText.json().id)).status).toBe('sent');
    const stored = await ctx.db.execute(
      sql`select body from sim_channel_posts where channel_id = ${channel.id} order by created_at`,
    );
    expect(stored.rows).toEqual([{ body: 'Today: 10% off' }, { body: 'Tomorrow: 20% off' }]);
  });

  it.each([
    ['no name', {}, GroupMessages.channelNameRequired],
    ['a blank name', { name: ' ' }, GroupMessages.channelNameRequired],
    ['a 101-character name', { name: 'x'.repeat(101) }, GroupMessages.channelNameTooLong],
    [
      'a long description',
      { name: 'x', description: 'd'.repeat(2049) },
      GroupMessages.channelDescriptionTooLong,
    ],
  ])('refuses to create a channel with %s: 400 and the reason', async (_case, payload, message) => {
    const a = await token();
    const res = await a.call('POST', '/channels', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('OpenAPI', () => {
  it('documents the group and channel routes under their tags, and the recipient forms of sends', async () => {
    const doc = dereference(await servedApiOf(ctx.app));
    const tagsOf = (path: string, method: string) => doc.paths[`/api/v1${path}`]?.[method]?.tags;
    expect(tagsOf('/groups', 'post')).toEqual(['groups']);
    expect(tagsOf('/groups/{groupId}', 'get')).toEqual(['groups']);
    expect(tagsOf('/groups/{groupId}/participants/{action}', 'post')).toEqual(['groups']);
    expect(tagsOf('/groups/{groupId}/send', 'post')).toEqual(['groups']);
    expect(tagsOf('/channels', 'get')).toEqual(['channels']);
    expect(tagsOf('/channels/{channelId}/send', 'post')).toEqual(['channels']);
    const sendText = doc.paths['/api/v1/send/text'].post.requestBody.content['application/json'].schema;
    expect(JSON.stringify(sendText)).toContain('a group id (…@g.us)');
  });
});

describe('group activity on the Logs page', () => {
  it('names the group and the numbers, and shows group ids as they are', async () => {
    const a = await token();
    const group = await groupOf(a, [OUTSIDER], 'Night shift');
    await a.call('POST', `/groups/${group.id}/participants/remove`, { participants: [OUTSIDER] });
    const sent = await a.call('POST', '/send/text', { to: group.id, body: 'anyone?' });
    await expect.poll(async () => (await statusOf(sent.json().id)).status).toBe('sent');
    const messages = (await a.dash.get(`/dash/logs?insid=${a.insid}&limit=200`))
      .json()
      .result.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        `Group ${group.id} created: Night shift`,
        `Group ${group.id}: removed +${OUTSIDER}`,
        `Message to ${group.id}: sent`,
      ]),
    );
  });
});

describe('group webhooks', () => {
  it('delivers group events to a webhook subscribed to them', async () => {
    const receiver = await startReceiver();
    try {
      const a = await token();
      const saved = await a.call('PUT', '/instance/webhook', {
        url: receiver.url,
        events: ['group.created', 'group.participants'],
      });
      expect(saved.statusCode).toBe(200);
      const group = await groupOf(a, [OUTSIDER]);
      await a.call('POST', `/groups/${group.id}/participants/remove`, { participants: [OUTSIDER] });
      await expect
        .poll(() => receiver.received.map((r) => JSON.parse(r.body).type).sort())
        .toEqual(['group.created', 'group.participants']);
    } finally {
      await receiver.close();
    }
  });
});
