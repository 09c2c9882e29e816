import {
  GroupAdminMessages,
  GroupMessages,
  inviteLinkOf,
  MAX_GROUP_DESCRIPTION_LENGTH,
} from '@chatgate/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken, sameAccountToken } from '../../../test/linked-token';
import { sandboxLidOf } from '../../engines/simulator/sandbox-profiles';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ API_RATE_PER_SECOND: '1000', API_RATE_BURST: '1000' });
});
afterAll(() => ctx.close());

// This slice's phone numbers: 919800000741-749.
let n = 740;
let account: Promise<Awaited<ReturnType<typeof linkedToken>>> | undefined;
/** A new token of the tests' one account (its tokens share groups), linked to a fresh virtual phone. */
const token = () => {
  const phone = `919800000${++n}`;
  if (!account) {
    account = linkedToken(ctx, 'group-admin', phone);
    return account;
  }
  return account.then((first) => sameAccountToken(ctx, first, phone));
};
type Token = Awaited<ReturnType<typeof token>>;
const OUTSIDER = '919812345678';

type Event = { type: string; data: Record<string, unknown> };
const eventsOf = async (t: Token, type: string): Promise<Event[]> =>
  ((await t.call('GET', '/events?after=0&limit=1000')).json().result as Event[]).filter(
    (e) => e.type === type,
  );

async function groupOf(owner: Token, participants: string[], subject = 'Team') {
  const res = await owner.call('POST', '/groups', { subject, participants });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

const refusal = async (res: Awaited<ReturnType<Token['call']>>) => [res.statusCode, res.json().message];

let a: Token;
let b: Token;
/** The two tokens most tests use (made in the first test: linking polls, which needs a test). */
async function pair() {
  a ??= await token();
  b ??= await token();
}

describe('PATCH /groups/{groupId}', () => {
  it('refuses bad input in plain words', async () => {
    await pair();
    const group = await groupOf(a, [b.phone]);
    const url = `/groups/${group.id}`;
    const cases: [object, string][] = [
      [{}, GroupAdminMessages.nothingToChange],
      [{ subject: '  ' }, GroupAdminMessages.subjectRequired],
      [{ subject: 'x'.repeat(101) }, GroupAdminMessages.subjectTooLong],
      [{ description: 'x'.repeat(MAX_GROUP_DESCRIPTION_LENGTH + 1) }, GroupAdminMessages.descriptionTooLong],
      [{ onlyAdminsSend: 'yes' }, GroupAdminMessages.settingBoolean],
    ];
    for (const [body, message] of cases) {
      const res = await a.call('PATCH', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const badId = await a.call('PATCH', '/groups/not-a-group', { subject: 'x' });
    expect(await refusal(badId)).toEqual([400, GroupMessages.groupIdInvalid]);
    const unknown = await a.call('PATCH', '/groups/120363000000000001@g.us', { subject: 'x' });
    expect(await refusal(unknown)).toEqual([404, GroupMessages.groupNotFound]);
  });

  it('lets only an admin change it; the view and every member’s group.updated show it, with the actor', async () => {
    await pair();
    const group = await groupOf(a, [b.phone, OUTSIDER]);
    const byMember = await b.call('PATCH', `/groups/${group.id}`, { subject: 'Mine now' });
    expect(await refusal(byMember)).toEqual([403, GroupAdminMessages.notAdmin]);

    const changes = {
      subject: 'Launch',
      description: 'Dates and owners',
      onlyAdminsSend: true,
      onlyAdminsEdit: true,
    };
    const res = await a.call('PATCH', `/groups/${group.id}`, changes);
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      id: group.id,
      subject: 'Launch',
      description: 'Dates and owners',
      settings: { onlyAdminsSend: true, onlyAdminsEdit: true },
    };
    expect(res.json()).toMatchObject(expected);
    expect((await b.call('GET', `/groups/${group.id}`)).json()).toMatchObject(expected);
    for (const t of [a, b]) {
      await expect
        .poll(async () => (await eventsOf(t, 'group.updated')).map((e) => e.data))
        .toContainEqual({ groupId: group.id, changes, actor: a.phone, actorLid: sandboxLidOf(a.phone) });
    }
  });
});

describe('promote and demote', () => {
  it('answers per number, changes the roles and sends group.participants with the actor', async () => {
    await pair();
    const group = await groupOf(a, [b.phone, OUTSIDER]);
    const promote = await a.call('POST', `/groups/${group.id}/participants/promote`, {
      participants: [b.phone, '919812340001'],
    });
    expect(promote.json()).toEqual({
      groupId: group.id,
      action: 'promote',
      result: [
        { number: b.phone, outcome: 'promoted' },
        { number: '919812340001', outcome: 'not-member' },
      ],
    });
    const roles = async () =>
      (await a.call('GET', `/groups/${group.id}`)).json().participants as { number: string; role: string }[];
    expect((await roles()).find((p) => p.number === b.phone)?.role).toBe('admin');
    // b administers it now.
    expect((await b.call('PATCH', `/groups/${group.id}`, { description: 'by b' })).statusCode).toBe(200);
    const demote = await a.call('POST', `/groups/${group.id}/participants/demote`, {
      participants: [b.phone],
    });
    expect(demote.json().result).toEqual([{ number: b.phone, outcome: 'demoted' }]);
    expect((await roles()).find((p) => p.number === b.phone)?.role).toBe('member');
    await expect
      .poll(async () => (await eventsOf(b, 'group.participants')).map((e) => e.data))
      .toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            groupId: group.id,
            action: 'promote',
            participants: [b.phone],
            actor: a.phone,
          }),
          expect.objectContaining({
            groupId: group.id,
            action: 'demote',
            participants: [b.phone],
            actor: a.phone,
          }),
        ]),
      );
    const byMember = await b.call('POST', `/groups/${group.id}/participants/promote`, {
      participants: [OUTSIDER],
    });
    expect(await refusal(byMember)).toEqual([403, GroupMessages.notAdmin]);
    const badAction = await a.call('POST', `/groups/${group.id}/participants/kick`, {
      participants: [OUTSIDER],
    });
    expect(await refusal(badAction)).toEqual([400, 'The action must be add, remove, promote or demote']);
  });
});

describe('invites, joining and leaving', () => {
  it('gives admins the link, joins by link or code, and a revoked code no longer joins', async () => {
    await pair();
    const c = await token();
    const d = await token();
    const group = await groupOf(a, [b.phone]);
    expect(await refusal(await b.call('GET', `/groups/${group.id}/invite`))).toEqual([
      403,
      GroupAdminMessages.notAdmin,
    ]);
    const invite = (await a.call('GET', `/groups/${group.id}/invite`)).json();
    expect(invite).toEqual({
      groupId: group.id,
      code: expect.stringMatching(/^\w{22}$/),
      link: inviteLinkOf(invite.code),
    });

    const joined = await c.call('POST', '/groups/join', { invite: invite.link });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().participants).toContainEqual({
      number: c.phone,
      lid: sandboxLidOf(c.phone),
      role: 'member',
    });
    expect(await refusal(await c.call('POST', '/groups/join', { invite: invite.code }))).toEqual([
      409,
      GroupAdminMessages.alreadyMember,
    ]);
    await expect
      .poll(async () => (await eventsOf(a, 'group.participants')).map((e) => e.data))
      .toContainEqual(
        expect.objectContaining({
          groupId: group.id,
          action: 'add',
          participants: [c.phone],
          actor: c.phone,
        }),
      );

    const revoked = (await a.call('POST', `/groups/${group.id}/invite/revoke`)).json();
    expect(revoked.code).not.toBe(invite.code);
    expect(await refusal(await d.call('POST', '/groups/join', { invite: invite.code }))).toEqual([
      404,
      GroupAdminMessages.inviteNotFound,
    ]);
    expect(await refusal(await d.call('POST', '/groups/join', { invite: 'https://example.com/x' }))).toEqual([
      400,
      GroupAdminMessages.inviteRequired,
    ]);

    const left = await c.call('POST', `/groups/${group.id}/leave`);
    expect(left.json()).toEqual({ groupId: group.id, left: true });
    expect((await c.call('GET', `/groups/${group.id}`)).statusCode).toBe(404);
    expect(await refusal(await c.call('POST', `/groups/${group.id}/leave`))).toEqual([
      404,
      GroupMessages.groupNotFound,
    ]);
    await expect
      .poll(async () => (await eventsOf(a, 'group.participants')).map((e) => e.data))
      .toContainEqual(expect.objectContaining({ action: 'remove', participants: [c.phone], actor: c.phone }));
  });
});

describe('PUT /groups/{groupId}/picture', () => {
  it('sets a 640x640 JPEG from an image, 415 for anything else, admins only', async () => {
    await pair();
    const group = await groupOf(a, [b.phone]);
    const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#08f' } })
      .png()
      .toBuffer();
    const image = `data:image/png;base64,${png.toString('base64')}`;
    const url = `/groups/${group.id}/picture`;
    const res = await a.call('PUT', url, { image });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ groupId: group.id, width: 640, height: 640, mimeType: 'image/jpeg' });

    const text = `data:text/plain;base64,${Buffer.from('hello').toString('base64')}`;
    expect(await refusal(await a.call('PUT', url, { image: text }))).toEqual([
      415,
      GroupAdminMessages.pictureNotImage,
    ]);
    const garbage = `data:image/png;base64,${Buffer.from('not really a png').toString('base64')}`;
    expect(await refusal(await a.call('PUT', url, { image: garbage }))).toEqual([
      415,
      GroupAdminMessages.pictureNotImage,
    ]);
    for (const body of [
      { image: 'https://example.com/a.png' },
      {},
      { image, url: 'https://example.com/a.png' },
    ])
      expect(await refusal(await a.call('PUT', url, body))).toEqual([
        400,
        GroupAdminMessages.pictureRequired,
      ]);
    for (const bad of ['http://example.com/a.png', 'ftp://example.com/a.png', 42])
      expect(await refusal(await a.call('PUT', url, { url: bad }))).toEqual([
        400,
        GroupAdminMessages.pictureUrlInvalid,
      ]);
    // An https URL is fetched now: one that cannot be is a 400 naming why.
    const unreachable = await a.call('PUT', url, { url: 'https://127.0.0.1:1/team.png' });
    expect(unreachable.statusCode, unreachable.body).toBe(400);
    expect(unreachable.json().message).toMatch(/^The picture could not be fetched/);
    expect(await refusal(await b.call('PUT', url, { image }))).toEqual([403, GroupAdminMessages.notAdmin]);
  });

  it('removes it with DELETE (admins only); members get group.updated with changes.picture and the actor', async () => {
    await pair();
    const group = await groupOf(a, [b.phone]);
    const url = `/groups/${group.id}/picture`;
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#f80' } })
      .png()
      .toBuffer();
    expect(
      (await a.call('PUT', url, { image: `data:image/png;base64,${png.toString('base64')}` })).statusCode,
    ).toBe(200);
    expect(await refusal(await b.call('DELETE', url))).toEqual([403, GroupAdminMessages.notAdmin]);
    const removed = await a.call('DELETE', url);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ groupId: group.id, removed: true });
    const actor = { actor: a.phone, actorLid: sandboxLidOf(a.phone) };
    await expect
      .poll(async () => (await eventsOf(b, 'group.updated')).map((e) => e.data))
      .toEqual(
        expect.arrayContaining([
          { groupId: group.id, changes: { picture: 'set' }, ...actor },
          { groupId: group.id, changes: { picture: 'removed' }, ...actor },
        ]),
      );
  });
});

describe('an engine without group administration', () => {
  it('answers 501 NOT_SUPPORTED_BY_ENGINE for each call', async () => {
    await pair();
    const group = await groupOf(a, [b.phone]);
    const members = [
      'updateGroup',
      'updateAdmins',
      'groupInvite',
      'joinGroup',
      'leaveGroup',
      'setGroupPicture',
    ];
    for (const member of members)
      Object.defineProperty(ctx.engine, member, { value: undefined, configurable: true });
    try {
      const calls: [string, 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', string, object | undefined][] = [
        ['group.update', 'PATCH', `/groups/${group.id}`, { subject: 'x' }],
        ['group.admin', 'POST', `/groups/${group.id}/participants/promote`, { participants: [b.phone] }],
        ['group.invite', 'GET', `/groups/${group.id}/invite`, undefined],
        ['group.invite', 'POST', `/groups/${group.id}/invite/revoke`, undefined],
        ['group.join', 'POST', '/groups/join', { invite: 'AbCdEfGhIjKlMnOpQrStUv' }],
        ['group.leave', 'POST', `/groups/${group.id}/leave`, undefined],
        ['group.picture', 'PUT', `/groups/${group.id}/picture`, { image: 'data:image/png;base64,AAAA' }],
        ['group.picture', 'DELETE', `/groups/${group.id}/picture`, undefined],
      ];
      for (const [operation, method, url, body] of calls) {
        const res = await a.call(method, url, body);
        expect(res.json(), url).toEqual({
          code: 'NOT_SUPPORTED_BY_ENGINE',
          message: `The simulator engine does not support ${operation}.`,
        });
        expect(res.statusCode).toBe(501);
      }
      // Adding and removing are not optional: they still work.
      const add = await a.call('POST', `/groups/${group.id}/participants/add`, { participants: [OUTSIDER] });
      expect(add.statusCode).toBe(200);
    } finally {
      for (const member of members) Reflect.deleteProperty(ctx.engine, member);
    }
    expect((await b.call('GET', `/groups/${group.id}`)).json().participants).toHaveLength(3);
  });
});
