import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken } from '../../../test/linked-token';
import type { GroupInfo } from '../../engines/engine-groups';
import { learnContacts } from '../contacts/contacts.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ API_RATE_PER_SECOND: '1000', API_RATE_BURST: '1000' });
});
afterAll(() => ctx.close());

// This slice's phone numbers: +91 98100 32xxx.
const TOKEN_PHONE = '919810032001';
const KNOWN = { number: '919810032002', lid: '201900000000002@lid' };
const HIDDEN_LID = '201900000000003@lid';
const OWNER_LID = '201900000000004@lid';
const GROUP_ID = '120363000000032001@g.us';

/** A group as an engine that names its creator and two members only by LID answers it (WhatsApp's). */
const byLid = (subject: string): GroupInfo => ({
  id: GROUP_ID,
  subject,
  owner: null,
  ownerLid: OWNER_LID,
  participants: [
    { number: null, lid: OWNER_LID, role: 'superadmin' },
    { number: TOKEN_PHONE, lid: null, role: 'admin' },
    { number: null, lid: KNOWN.lid, role: 'member' },
    { number: null, lid: HIDDEN_LID, role: 'member' },
  ],
  description: '',
  settings: { onlyAdminsSend: false, onlyAdminsEdit: false },
  createdAt: new Date('2026-12-01T10:00:00Z'),
});

describe('group views of members known only by LID', () => {
  it('fill in the numbers the token learnt (members and creator), and leave the others null, never LID digits', async () => {
    const t = await linkedToken(ctx, 'group-lid-views', TOKEN_PHONE);
    const owner = '919810032004';
    await learnContacts(ctx.db, t.insid, [KNOWN, { number: owner, lid: OWNER_LID }]);
    const stubs = {
      getGroup: async () => byLid('Seen'),
      listGroups: async () => [byLid('Listed')],
      updateGroup: async () => byLid('Renamed'),
      joinGroup: async () => byLid('Joined'),
    };
    for (const [name, value] of Object.entries(stubs))
      Object.defineProperty(ctx.engine, name, { value, configurable: true });
    try {
      const views = [
        (await t.call('GET', `/groups/${GROUP_ID}`)).json(),
        (await t.call('GET', '/groups')).json().result[0],
        (await t.call('PATCH', `/groups/${GROUP_ID}`, { subject: 'Renamed' })).json(),
        (await t.call('POST', '/groups/join', { invite: 'AbCdEfGhIjKlMnOpQrStUv' })).json(),
      ];
      expect(views.map((v) => v.subject)).toEqual(['Seen', 'Listed', 'Renamed', 'Joined']);
      for (const view of views) {
        expect(view).toMatchObject({ owner, ownerLid: OWNER_LID });
        expect(view.participants).toEqual([
          { number: owner, lid: OWNER_LID, role: 'superadmin' },
          { number: TOKEN_PHONE, lid: null, role: 'admin' },
          { number: KNOWN.number, lid: KNOWN.lid, role: 'member' },
          { number: null, lid: HIDDEN_LID, role: 'member' },
        ]);
      }
    } finally {
      for (const name of Object.keys(stubs)) Reflect.deleteProperty(ctx.engine, name);
    }
  });
});
