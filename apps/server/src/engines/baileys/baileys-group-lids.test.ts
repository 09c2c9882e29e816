import { WAMessageStubType } from '@whiskeysockets/baileys';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baileysHarness } from '../../../test/baileys-harness';
import type { ContactUpdate } from '../engine-events';
import { iconChangeOf } from './baileys-group-admin';
import { authorOf, memberOf, memberPairsOf } from './group-members';

describe('group members of Baileys participants', () => {
  it('reads number and LID from the jid, phoneNumber and lid; a hidden number is null', () => {
    const hidden = memberOf({ id: '190583827465019:2@lid' });
    const both = memberOf({ id: '215346712345678@lid', phoneNumber: '919812345678@s.whatsapp.net' });
    const byPhone = memberOf({ id: '919800000000@s.whatsapp.net', lid: '111122223333444@lid' });
    expect(hidden).toEqual({ number: null, lid: '190583827465019@lid' });
    expect(both).toEqual({ number: '919812345678', lid: '215346712345678@lid' });
    expect(byPhone).toEqual({ number: '919800000000', lid: '111122223333444@lid' });
    expect(memberOf('919800000001@s.whatsapp.net')).toEqual({ number: '919800000001', lid: null });
    // Only members with both teach the LID map.
    expect(memberPairsOf([hidden, both, byPhone])).toEqual([
      { number: '919812345678', lid: '215346712345678@lid' },
      { number: '919800000000', lid: '111122223333444@lid' },
    ]);
  });
});

describe('Baileys group members addressed by LID', () => {
  let h: Awaited<ReturnType<typeof baileysHarness>>;
  beforeEach(async () => {
    h = await baileysHarness();
  });
  afterEach(() => h.close());

  it('shows a member whose number is hidden by LID with number null, and one with both as both', async () => {
    const insid = await h.linkedToken();
    const [hidden, shown] = [h.phone(), h.phone()];
    for (const number of [hidden, shown]) h.wa.registerPhone(number);
    const group = await h.engine.createGroup(insid, 'Orders', [hidden, shown]);
    h.wa.memberByLid(group.id, hidden, false);
    h.wa.memberByLid(group.id, shown, true);
    const seen = await h.engine.getGroup(insid, group.id);
    expect(seen?.participants).toContainEqual({ number: null, lid: h.wa.lidOf(hidden), role: 'member' });
    expect(seen?.participants).toContainEqual({ number: shown, lid: h.wa.lidOf(shown), role: 'member' });
    // Never a LID's digits pretending to be a number.
    const numbers = seen?.participants.map((p) => p.number);
    expect(numbers).not.toContain(h.wa.lidOf(hidden).split('@')[0]);
  });
});

describe('Baileys group creators and picture changes named by LID', () => {
  let h: Awaited<ReturnType<typeof baileysHarness>>;
  beforeEach(async () => {
    h = await baileysHarness();
  });
  afterEach(() => h.close());

  const ownNumber = async (insid: string) => {
    const state = await h.engine.sessionState(insid);
    return state.state === 'connected' ? state.wid : '';
  };

  it('gives a creator known only by LID as owner null and ownerLid; with ownerPn, both', async () => {
    const insid = await h.linkedToken();
    const own = await ownNumber(insid);
    const member = h.phone();
    h.wa.registerPhone(member);
    const group = await h.engine.createGroup(insid, 'Owners', [member]);
    h.wa.memberByLid(group.id, own, true);
    expect(await h.engine.getGroup(insid, group.id)).toMatchObject({ owner: own, ownerLid: h.wa.lidOf(own) });
    h.wa.memberByLid(group.id, own, false);
    expect(await h.engine.getGroup(insid, group.id)).toMatchObject({
      owner: null,
      ownerLid: h.wa.lidOf(own),
    });
  });

  it('reads the admin of a GROUP_CHANGE_ICON stub as number and LID, never the LID digits as a number', () => {
    const stub = (participantAlt?: string) => ({
      key: { remoteJid: '120363000000000001@g.us', participant: '190583827465019@lid', participantAlt },
      messageStubType: WAMessageStubType.GROUP_CHANGE_ICON,
      messageStubParameters: [],
    });
    expect(iconChangeOf(stub())).toEqual({
      groupId: '120363000000000001@g.us',
      picture: 'removed',
      author: '190583827465019@lid',
      authorPn: undefined,
    });
    expect(authorOf('190583827465019@lid')).toEqual({ authorLid: '190583827465019@lid' });
    expect(authorOf('190583827465019@lid', '919812345678@s.whatsapp.net')).toEqual({
      author: '919812345678',
      authorLid: '190583827465019@lid',
    });
    expect(
      iconChangeOf({ key: { remoteJid: '919812345678@s.whatsapp.net' }, messageStubType: 6 }),
    ).toBeNull();
  });

  it('reports a picture change by an admin the group names by LID with the number Baileys maps', async () => {
    const [a, b] = [await h.linkedToken(), await h.linkedToken()];
    const [own, other] = [await ownNumber(a), await ownNumber(b)];
    const group = await h.engine.createGroup(a, 'Icons', [other]);
    h.wa.memberByLid(group.id, own, true);
    const heard = new Promise((resolve) => {
      const off = h.engine.on('group', (e) => {
        if (e.insid !== b || e.groupId !== group.id || e.action !== 'update') return;
        off();
        resolve(e);
      });
    });
    await h.engine.setGroupPicture(a, group.id, Buffer.from([0xff, 0xd8, 0xff]));
    expect(await heard).toMatchObject({
      changes: { picture: 'set' },
      author: own,
      authorLid: h.wa.lidOf(own),
    });
  });
});

describe('Baileys group lists and views teach the token’s LID map', () => {
  let h: Awaited<ReturnType<typeof baileysHarness>>;
  beforeEach(async () => {
    h = await baileysHarness();
  });
  afterEach(() => h.close());

  it('reports each member named with both number and LID once, from groupMetadata and groupFetchAllParticipating', async () => {
    const insid = await h.linkedToken();
    const [hidden, shown, listed] = [h.phone(), h.phone(), h.phone()];
    for (const number of [hidden, shown, listed]) h.wa.registerPhone(number);
    const group = await h.engine.createGroup(insid, 'Pairs', [hidden, shown, listed]);
    h.wa.memberByLid(group.id, hidden, false);
    h.wa.memberByLid(group.id, shown, true);
    const learnt: ContactUpdate[] = [];
    h.engine.on('contacts', (e) => {
      if (e.insid === insid) learnt.push(...e.contacts);
    });
    await h.engine.getGroup(insid, group.id);
    await h.engine.getGroup(insid, group.id);
    await vi.waitFor(() => expect(learnt).toEqual([{ number: shown, lid: h.wa.lidOf(shown) }]));

    h.wa.memberByLid(group.id, listed, true);
    await h.engine.listGroups(insid);
    await vi.waitFor(() =>
      expect(learnt).toEqual([
        { number: shown, lid: h.wa.lidOf(shown) },
        { number: listed, lid: h.wa.lidOf(listed) },
      ]),
    );
    // The hidden member's number is never guessed.
    expect(learnt.map((c) => c.lid)).not.toContain(h.wa.lidOf(hidden));
  });
});
