import type { WACallEvent } from '@whiskeysockets/baileys';
import { describe, expect, it } from 'vitest';
import { callEventOf, presenceEventsOf } from './baileys-presence';

const offer: WACallEvent = {
  chatId: '919800000727@s.whatsapp.net',
  from: '919800000727@s.whatsapp.net',
  id: 'CALL1',
  date: new Date('2026-12-03T10:00:00Z'),
  isVideo: true,
  status: 'offer',
  offline: false,
};

describe('Baileys presence and calls', () => {
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

  it('reports only an offer as a new call, by the caller’s number (its phone jid beside a LID)', () => {
    expect(callEventOf('ins_1', offer)).toEqual({
      insid: 'ins_1',
      call: {
        id: 'CALL1',
        from: '919800000727',
        callerRef: offer.from,
        video: true,
        group: false,
        timestamp: offer.date,
      },
    });
    for (const status of ['ringing', 'timeout', 'reject', 'accept', 'terminate'] as const)
      expect(callEventOf('ins_1', { ...offer, status })).toBeNull();
    const lid = { ...offer, from: '123456789012345@lid', callerPn: '919800000728@s.whatsapp.net' };
    expect(callEventOf('ins_1', lid)?.call).toMatchObject({ from: '919800000728', callerRef: lid.from });
    const groupCall = { ...offer, isGroup: true, groupJid: '120363012345678901@g.us' };
    expect(callEventOf('ins_1', groupCall)?.call).toMatchObject({ from: groupCall.groupJid, group: true });
  });
});
