import { describe, expect, it } from 'vitest';
import { groupUpdatesOf } from './baileys-group-admin';

const GROUP = '120363012345678901@g.us';

describe('groups.update as group events', () => {
  it('names an author known only by LID by the LID alone, never its digits as a number', () => {
    const [event] = groupUpdatesOf('ins_1', [
      { id: GROUP, subject: 'Hidden', author: '123456789012345@lid' },
    ]);
    expect(event).toMatchObject({ changes: { subject: 'Hidden' }, authorLid: '123456789012345@lid' });
    expect(event).not.toHaveProperty('author');
  });

  it('reports each field WhatsApp says changed, with its author by phone number (and LID)', () => {
    const events = groupUpdatesOf('ins_1', [
      {
        id: GROUP,
        subject: 'New name',
        author: '123456789012345@lid',
        authorPn: '919800000741@s.whatsapp.net',
      },
      { id: GROUP, desc: 'About us', author: '919800000742@s.whatsapp.net' },
      { id: GROUP, announce: true, restrict: false },
      { id: GROUP, desc: undefined, author: '919800000742@s.whatsapp.net' },
    ]);
    expect(events).toEqual([
      {
        insid: 'ins_1',
        groupId: GROUP,
        action: 'update',
        participants: [],
        changes: { subject: 'New name' },
        author: '919800000741',
        authorLid: '123456789012345@lid',
      },
      {
        insid: 'ins_1',
        groupId: GROUP,
        action: 'update',
        participants: [],
        changes: { description: 'About us' },
        author: '919800000742',
      },
      {
        insid: 'ins_1',
        groupId: GROUP,
        action: 'update',
        participants: [],
        changes: { onlyAdminsSend: true, onlyAdminsEdit: false },
      },
      {
        insid: 'ins_1',
        groupId: GROUP,
        action: 'update',
        participants: [],
        changes: { description: '' },
        author: '919800000742',
      },
    ]);
  });

  it('ignores the whole metadata groupFetchAllParticipating emits, and updates of nothing it reports', () => {
    expect(
      groupUpdatesOf('ins_1', [
        { id: GROUP, subject: 'Team', announce: false, participants: [], creation: 1 },
        { id: GROUP, inviteCode: 'AbCdEfGh12345678', author: '919800000741@s.whatsapp.net' },
      ]),
    ).toEqual([]);
  });
});
