import { ContactsApiMessages } from '@chatgate/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { trialToken } from '../../../test/linked-token';
import { contactIntake, contactOfMessage } from '../../jobs/session-host/contact-intake';
import * as q from './contacts.queries';
import { learnContacts, recipientOf } from './contacts.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const LID = '205938472615049@lid';
const NUMBER = '919800000751';

describe('learning contacts', () => {
  it('keeps a person known only by LID under the LID, then moves them to their number once the pair is learnt', async () => {
    const { insid } = await trialToken(ctx, 'learn-merge');
    await learnContacts(ctx.db, insid, [{ lid: LID, pushName: 'Asha' }]);
    expect(await q.findContact(ctx.db, insid, [LID])).toMatchObject({
      id: LID,
      number: null,
      pushName: 'Asha',
    });
    await q.upsertContact(ctx.db, insid, LID, { blocked: true });

    await learnContacts(ctx.db, insid, [{ number: NUMBER, lid: LID, savedName: 'Asha (shop)' }]);
    const rows = await q.contactsAfter(ctx.db, insid, 0, 10);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: NUMBER,
      number: NUMBER,
      lid: LID,
      pushName: 'Asha',
      savedName: 'Asha (shop)',
      blocked: true,
    });
    expect(await q.numberOfLid(ctx.db, insid, LID)).toBe(NUMBER);

    // A later LID-only event lands on the number's row and blanks nothing.
    await learnContacts(ctx.db, insid, [{ lid: LID, business: true }]);
    expect(await q.contactsAfter(ctx.db, insid, 0, 10)).toEqual([
      expect.objectContaining({ id: NUMBER, savedName: 'Asha (shop)', business: true }),
    ]);
  });

  it('resolves a send to a mapped LID to its number, leaves an unknown LID and groups alone, and refuses a blocked person', async () => {
    const { insid } = await trialToken(ctx, 'learn-recipient');
    await learnContacts(ctx.db, insid, [{ number: NUMBER, lid: LID }]);
    expect(await recipientOf(ctx.db, { id: insid }, LID)).toEqual({ to: NUMBER });
    expect(await recipientOf(ctx.db, { id: insid }, '111111111111111@lid')).toEqual({
      to: '111111111111111@lid',
    });
    expect(await recipientOf(ctx.db, { id: insid }, '120363012345678901@g.us')).toEqual({
      to: '120363012345678901@g.us',
    });
    await q.upsertContact(ctx.db, insid, NUMBER, { blocked: true });
    const refused = { refused: ContactsApiMessages.blocked };
    expect(await recipientOf(ctx.db, { id: insid }, LID)).toEqual(refused);
    expect(await recipientOf(ctx.db, { id: insid }, NUMBER)).toEqual(refused);
  });

  it('learns a pair from a poll voter named by number and LID, and nothing from one named by LID alone', async () => {
    const { insid } = await trialToken(ctx, 'learn-vote');
    const intake = contactIntake(ctx.db, { error: () => {} }, (_key, work) => work());
    const vote = { insid, pollId: 'p', selectedOptions: [], timestamp: new Date() };
    await intake.learnFromVote({ ...vote, voterLid: '999999999999999@lid' });
    await intake.learnFromVote({ ...vote, voter: NUMBER, voterLid: LID });
    expect(await q.numberOfLid(ctx.db, insid, LID)).toBe(NUMBER);
    expect(await q.contactsAfter(ctx.db, insid, 0, 10)).toEqual([
      expect.objectContaining({ id: NUMBER, lid: LID }),
    ]);
  });

  it('reads a message’s writer: the number and LID pair, a LID chat never as a number, a group’s author', () => {
    const base = { id: 'x', type: 'text' as const, body: '', timestamp: new Date() };
    expect(contactOfMessage({ ...base, from: NUMBER, senderLid: LID, pushName: 'Asha' })).toEqual({
      number: NUMBER,
      lid: LID,
      pushName: 'Asha',
    });
    expect(contactOfMessage({ ...base, from: LID })).toEqual({ lid: LID });
    expect(contactOfMessage({ ...base, from: '120363012345678901@g.us', author: NUMBER })).toEqual({
      number: NUMBER,
    });
    expect(contactOfMessage({ ...base, from: '120363012345678901@g.us' })).toBeNull();
  });
});
