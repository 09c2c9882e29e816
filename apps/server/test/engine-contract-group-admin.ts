import { randomUUID } from 'node:crypto';
import type { GroupEventChanges } from '@chatgate/contracts';
import { expect, it } from 'vitest';
import type { MessagingEngine } from '../src/engines/engine';
import type { EngineEvents } from '../src/engines/engine-events';
import { SendFailures } from '../src/engines/send-failures';
import { connectedToken, type EngineHarness, nextEvent, statusesUntil } from './engine-contract-support';

type GroupEvent = EngineEvents['group'];

/**
 * The `update` events a token hears of a group until, together, they report `wanted`: one
 * event with every change (the simulator) or one per change (WhatsApp), each naming the actor.
 */
function updatesUntil(engine: MessagingEngine, insid: string, groupId: string, wanted: GroupEventChanges) {
  const heard: GroupEvent[] = [];
  return new Promise<GroupEvent[]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no update events ${JSON.stringify(heard)}`)), 5000);
    const off = engine.on('group', (event) => {
      if (event.insid !== insid || event.groupId !== groupId || event.action !== 'update') return;
      heard.push(event);
      const all = Object.assign({}, ...heard.map((e) => e.changes));
      if (Object.entries(wanted).every(([key, value]) => all[key] === value)) {
        clearTimeout(timer);
        off();
        resolve(heard);
      }
    });
  });
}

const heardBy = (engine: MessagingEngine, insid: string, groupId: string, action: GroupEvent['action']) =>
  nextEvent(engine, 'group', (e) => e.insid === insid && e.groupId === groupId && e.action === action);

/** Group administration (decision 0030), in the MessagingEngine contract. */
export function groupAdminContract(harness: () => EngineHarness) {
  const engine = () => harness().engine as Required<MessagingEngine>;

  it('changes a group’s subject, description and settings; only admins may; members hear who did it', async () => {
    const h = harness();
    const [a, b] = [await connectedToken(h), await connectedToken(h)];
    const group = await engine().createGroup(a.insid, 'Team', [b.phone, h.registered]);
    await expect(engine().updateGroup(b.insid, group.id, { subject: 'Mine' })).rejects.toMatchObject({
      reason: 'not-admin',
    });
    const changes = { subject: 'Team 2', description: 'Plans', onlyAdminsSend: true, onlyAdminsEdit: true };
    const heard = updatesUntil(h.engine, b.insid, group.id, changes);
    const updated = await engine().updateGroup(a.insid, group.id, changes);
    expect(updated).toMatchObject({
      subject: 'Team 2',
      description: 'Plans',
      settings: { onlyAdminsSend: true, onlyAdminsEdit: true },
    });
    for (const event of await heard) expect(event.author).toBe(a.phone);
    expect(await h.engine.getGroup(b.insid, group.id)).toMatchObject({
      subject: 'Team 2',
      description: 'Plans',
    });

    // Only admins send now: a member's message fails, the admin's goes.
    const refused = randomUUID();
    const failed = nextEvent(h.engine, 'status', (e) => e.messageId === refused);
    await h.engine.send(b.insid, { id: refused, to: group.id, kind: 'text', body: 'me too' });
    expect(await failed).toMatchObject({ status: 'failed', error: SendFailures.onlyAdminsSend });
    const allowed = randomUUID();
    const sent = statusesUntil(h.engine, allowed, 'sent');
    await h.engine.send(a.insid, { id: allowed, to: group.id, kind: 'text', body: 'admins only now' });
    expect(await sent).toEqual(['sent']);
  });

  it('promotes and demotes with an answer per number; a promoted member administers the group', async () => {
    const h = harness();
    const [a, b] = [await connectedToken(h), await connectedToken(h)];
    const group = await engine().createGroup(a.insid, 'Ops', [b.phone, h.registered]);
    const promoted = heardBy(h.engine, b.insid, group.id, 'promote');
    expect(
      await engine().updateAdmins(a.insid, group.id, 'promote', [b.phone, h.unregistered, a.phone]),
    ).toEqual([
      { number: b.phone, outcome: 'promoted' },
      { number: h.unregistered, outcome: 'not-member' },
      { number: a.phone, outcome: 'already-admin' },
    ]);
    expect(await promoted).toMatchObject({ participants: [b.phone], author: a.phone });
    const seen = await h.engine.getGroup(a.insid, group.id);
    expect(seen?.participants.find((p) => p.number === b.phone)?.role).toBe('admin');
    // Through updateParticipants too, as the participants route calls it.
    expect(await h.engine.updateParticipants(b.insid, group.id, 'promote', [b.phone])).toEqual([
      { number: b.phone, outcome: 'already-admin' },
    ]);
    expect((await engine().updateGroup(b.insid, group.id, { subject: 'Ops by b' })).subject).toBe('Ops by b');

    const demoted = heardBy(h.engine, b.insid, group.id, 'demote');
    expect(await engine().updateAdmins(b.insid, group.id, 'demote', [a.phone, h.registered])).toEqual([
      { number: a.phone, outcome: 'refused' },
      { number: h.registered, outcome: 'not-admin' },
    ]);
    expect(await engine().updateAdmins(a.insid, group.id, 'demote', [b.phone])).toEqual([
      { number: b.phone, outcome: 'demoted' },
    ]);
    expect(await demoted).toMatchObject({ participants: [b.phone], author: a.phone });
    await expect(engine().updateAdmins(b.insid, group.id, 'promote', [h.registered])).rejects.toMatchObject({
      reason: 'not-admin',
    });
  });

  it('gives admins the invite code; another phone joins by it, and a revoked code no longer joins', async () => {
    const h = harness();
    const [a, b, c, d] = [
      await connectedToken(h),
      await connectedToken(h),
      await connectedToken(h),
      await connectedToken(h),
    ];
    const group = await engine().createGroup(a.insid, 'Open', [b.phone]);
    await expect(engine().groupInvite(b.insid, group.id, false)).rejects.toMatchObject({
      reason: 'not-admin',
    });
    const code = await engine().groupInvite(a.insid, group.id, false);
    expect(code).toMatch(/^[A-Za-z0-9]{8,32}$/);
    expect(await engine().groupInvite(a.insid, group.id, false)).toBe(code);

    const joined = heardBy(h.engine, a.insid, group.id, 'add');
    const found = await engine().joinGroup(c.insid, code);
    expect(found.id).toBe(group.id);
    expect(found.participants.map((p) => p.number)).toContain(c.phone);
    expect(await joined).toMatchObject({ participants: [c.phone], author: c.phone });
    await expect(engine().joinGroup(c.insid, code)).rejects.toMatchObject({ reason: 'already-member' });

    const renewed = await engine().groupInvite(a.insid, group.id, true);
    expect(renewed).not.toBe(code);
    await expect(engine().joinGroup(d.insid, code)).rejects.toMatchObject({ reason: 'invite-not-found' });
    expect((await engine().joinGroup(d.insid, renewed)).id).toBe(group.id);
  });

  it('leaves a group: the members hear it, and the token is no longer in it', async () => {
    const h = harness();
    const [a, b] = [await connectedToken(h), await connectedToken(h)];
    const group = await engine().createGroup(a.insid, 'Bye', [b.phone, h.registered]);
    const left = heardBy(h.engine, a.insid, group.id, 'remove');
    await engine().leaveGroup(b.insid, group.id);
    expect(await left).toMatchObject({ participants: [b.phone], author: b.phone });
    expect(await h.engine.getGroup(b.insid, group.id)).toBeNull();
    await expect(engine().leaveGroup(b.insid, group.id)).rejects.toMatchObject({ reason: 'group-not-found' });
  });

  it('sets and removes the group picture (admins only); members hear each change and who made it', async () => {
    const h = harness();
    const [a, b] = [await connectedToken(h), await connectedToken(h)];
    const group = await engine().createGroup(a.insid, 'Pics', [b.phone]);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
    await expect(engine().setGroupPicture(b.insid, group.id, jpeg)).rejects.toMatchObject({
      reason: 'not-admin',
    });
    expect(await h.groupHasPicture(group.id)).toBe(false);
    const set = updatesUntil(h.engine, b.insid, group.id, { picture: 'set' });
    await engine().setGroupPicture(a.insid, group.id, jpeg);
    expect(await h.groupHasPicture(group.id)).toBe(true);
    expect(await set).toMatchObject([{ changes: { picture: 'set' }, author: a.phone }]);

    await expect(engine().setGroupPicture(b.insid, group.id, null)).rejects.toMatchObject({
      reason: 'not-admin',
    });
    const removed = updatesUntil(h.engine, b.insid, group.id, { picture: 'removed' });
    await engine().setGroupPicture(a.insid, group.id, null);
    expect(await removed).toMatchObject([{ changes: { picture: 'removed' }, author: a.phone }]);
    expect(await h.groupHasPicture(group.id)).toBe(false);
  });

  it('reports a subject a phone admin changed to the token, with the phone as its author', async () => {
    const h = harness();
    const a = await connectedToken(h);
    const group = await engine().createGroup(a.insid, 'Family', [h.registered]);
    await engine().updateAdmins(a.insid, group.id, 'promote', [h.registered]);
    const heard = updatesUntil(h.engine, a.insid, group.id, { subject: 'Family 2026' });
    await h.phoneChangesSubject(h.registered, group.id, 'Family 2026');
    expect((await heard)[0]?.author).toBe(h.registered);
    expect((await h.engine.getGroup(a.insid, group.id))?.subject).toBe('Family 2026');
  });
}
