import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { baileysHarness } from '../../../test/baileys-harness';

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
