import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { baileysHarness } from '../../../test/baileys-harness';
import { memberOf, memberPairsOf } from './group-members';

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
