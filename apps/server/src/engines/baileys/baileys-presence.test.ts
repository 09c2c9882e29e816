import { describe, expect, it } from 'vitest';
import { presenceEventsOf } from './baileys-presence';

describe('Baileys presence', () => {
  it('maps WhatsApp’s presences to ours: composing is typing, with lastSeen when given', () => {
    const jid = '919800000721@s.whatsapp.net';
    const events = presenceEventsOf('ins_1', {
      id: jid,
      presences: { [jid]: { lastKnownPresence: 'composing' } },
    });
    expect(events).toEqual([{ insid: 'ins_1', chatId: '919800000721', state: 'typing' }]);
    const away = presenceEventsOf('ins_1', {
      id: jid,
      presences: { [jid]: { lastKnownPresence: 'unavailable', lastSeen: 1_796_292_000 } },
    });
    expect(away[0]).toMatchObject({ state: 'unavailable', lastSeen: new Date(1_796_292_000 * 1000) });
    const group = presenceEventsOf('ins_1', {
      id: '120363012345678901@g.us',
      presences: { [jid]: { lastKnownPresence: 'recording' } },
    });
    expect(group).toEqual([{ insid: 'ins_1', chatId: '120363012345678901@g.us', state: 'recording' }]);
  });
});
