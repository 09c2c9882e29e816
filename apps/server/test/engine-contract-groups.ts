import { CHANNEL_ID_PATTERN, GROUP_ID_PATTERN } from '@chatgate/contracts';
import { expect, it } from 'vitest';
import {
  connectedToken,
  type EngineHarness,
  nextEvent,
  statusesUntil,
  text,
} from './engine-contract-support';

/** Groups and channels, in the MessagingEngine contract (`h` is the current test's harness). */
export function groupsAndChannelsContract(harness: () => EngineHarness) {
  it('creates a group of registered numbers, owned by its creator; member tokens hear of it', async () => {
    const h = harness();
    const a = await connectedToken(h);
    const b = await connectedToken(h);
    const heard = nextEvent(h.engine, 'group', (e) => e.insid === b.insid && e.action === 'create');
    const group = await h.engine.createGroup(a.insid, 'Team', [b.phone, h.registered, b.phone, a.phone]);
    expect(group.id).toMatch(GROUP_ID_PATTERN);
    expect(group).toMatchObject({ subject: 'Team', owner: a.phone });
    expect(group.participants[0]).toMatchObject({ number: a.phone, role: 'superadmin' });
    expect(group.participants.map((p) => p.number).sort()).toEqual([a.phone, b.phone, h.registered].sort());
    const event = await heard;
    expect(event).toMatchObject({ groupId: group.id, author: a.phone, subject: 'Team' });
    expect(event.participants.sort()).toEqual([a.phone, b.phone, h.registered].sort());
    expect(await h.engine.getGroup(a.insid, group.id)).toEqual(group);
    expect(await h.engine.getGroup(b.insid, group.id)).toEqual(group);
    expect((await h.engine.listGroups(b.insid)).map((g) => g.id)).toEqual([group.id]);
  });

  it('refuses to create a group with an unregistered number, naming it', async () => {
    const h = harness();
    const { insid } = await connectedToken(h);
    await expect(h.engine.createGroup(insid, 'Nope', [h.registered, h.unregistered])).rejects.toMatchObject({
      reason: 'not-registered',
      numbers: [h.unregistered],
    });
    expect(await h.engine.listGroups(insid)).toEqual([]);
  });

  it('adds and removes participants with an answer per number; only admins may', async () => {
    const h = harness();
    const a = await connectedToken(h);
    const b = await connectedToken(h);
    const group = await h.engine.createGroup(a.insid, 'Ops', [h.registered]);
    const added = nextEvent(h.engine, 'group', (e) => e.insid === b.insid && e.action === 'add');
    expect(
      await h.engine.updateParticipants(a.insid, group.id, 'add', [b.phone, h.registered, h.unregistered]),
    ).toEqual([
      { number: b.phone, outcome: 'added' },
      { number: h.registered, outcome: 'already-member' },
      { number: h.unregistered, outcome: 'not-registered' },
    ]);
    expect(await added).toMatchObject({ groupId: group.id, participants: [b.phone], author: a.phone });
    await expect(
      h.engine.updateParticipants(b.insid, group.id, 'remove', [h.registered]),
    ).rejects.toMatchObject({ reason: 'not-admin' });

    const removed = nextEvent(h.engine, 'group', (e) => e.insid === b.insid && e.action === 'remove');
    expect(await h.engine.updateParticipants(a.insid, group.id, 'remove', [b.phone, h.unregistered])).toEqual(
      [
        { number: b.phone, outcome: 'removed' },
        { number: h.unregistered, outcome: 'not-member' },
      ],
    );
    expect((await removed).participants).toEqual([b.phone]);
    expect(await h.engine.getGroup(b.insid, group.id)).toBeNull();
    await expect(h.engine.updateParticipants(b.insid, group.id, 'add', [b.phone])).rejects.toMatchObject({
      reason: 'group-not-found',
    });
  });

  it('sends to a group: each other member gets it once, sent -> delivered -> read', async () => {
    const h = harness();
    const a = await connectedToken(h);
    const b = await connectedToken(h);
    const group = await h.engine.createGroup(a.insid, 'Family', [b.phone, h.registered]);
    const id = '00000000-0000-4000-8000-000000000011';
    const statuses = statusesUntil(h.engine, id, 'read');
    const incoming = nextEvent(h.engine, 'message', (e) => e.insid === b.insid);
    await h.engine.send(a.insid, text(id, group.id, 'hello group'));
    expect(await statuses).toEqual(['sent', 'delivered', 'read']);
    expect((await incoming).message).toMatchObject({
      from: group.id,
      author: a.phone,
      body: 'hello group',
    });
    await h.engine.send(a.insid, text(id, group.id, 'hello group'));
    expect(await h.receivedBy(b.phone, id)).toBe(1);
    expect(await h.receivedBy(h.registered, id)).toBe(1);
    expect(await h.receivedBy(a.phone, id)).toBe(0);
  });

  it('fails a send to a group the token is not in, or to a channel it does not own', async () => {
    const h = harness();
    const a = await connectedToken(h);
    const b = await connectedToken(h);
    const group = await h.engine.createGroup(a.insid, 'Private', [h.registered]);
    const channel = await h.engine.createChannel(a.insid, 'News');
    const [toGroup, toChannel] = [
      '00000000-0000-4000-8000-000000000021',
      '00000000-0000-4000-8000-000000000022',
    ];
    const notMember = nextEvent(h.engine, 'status', (e) => e.messageId === toGroup);
    await h.engine.send(b.insid, text(toGroup, group.id, 'let me in'));
    expect(await notMember).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/not a member/),
    });
    const notOwner = nextEvent(h.engine, 'status', (e) => e.messageId === toChannel);
    await h.engine.send(b.insid, text(toChannel, channel.id, 'spam'));
    expect(await notOwner).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/does not own/),
    });
    expect(await h.receivedBy(h.registered, toGroup)).toBe(0);
  });

  it('creates and lists the token’s channels, and posts to its own channel', async () => {
    const h = harness();
    const a = await connectedToken(h);
    const b = await connectedToken(h);
    const channel = await h.engine.createChannel(a.insid, 'Daily deals', 'One deal a day');
    expect(channel.id).toMatch(CHANNEL_ID_PATTERN);
    expect(channel).toMatchObject({ name: 'Daily deals', description: 'One deal a day' });
    expect(await h.engine.listChannels(a.insid)).toEqual([channel]);
    expect(await h.engine.listChannels(b.insid)).toEqual([]);
    const id = '00000000-0000-4000-8000-000000000031';
    const sent = nextEvent(h.engine, 'status', (e) => e.messageId === id);
    await h.engine.send(a.insid, text(id, channel.id, 'Today: 10% off'));
    expect((await sent).status).toBe('sent');
  });
}
