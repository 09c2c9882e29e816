import type { WACallEvent } from '@whiskeysockets/baileys';
import { describe, expect, it } from 'vitest';
import type { EngineEventName } from '../engine-events';
import { EngineEventHub } from '../event-hub';
import { callEventOf, callEventsFrom, callStateOf } from './baileys-calls';
import type { BaileysSocket } from './baileys-socket';

const offer: WACallEvent = {
  chatId: '919800000727@s.whatsapp.net',
  from: '919800000727@s.whatsapp.net',
  id: 'CALL1',
  date: new Date('2026-12-03T10:00:00Z'),
  isVideo: true,
  status: 'offer',
  offline: false,
};

describe('Baileys calls', () => {
  it('reports an offer as a new call, by the caller’s number (its phone jid beside a LID)', () => {
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
    expect(callEventOf('ins_1', lid)?.call).toMatchObject({
      from: '919800000728',
      fromLid: '123456789012345@lid',
      callerRef: lid.from,
    });
    // Named only by a LID: the LID, never its digits as a number.
    const lidOnly = { ...offer, from: '123456789012345@lid' };
    expect(callEventOf('ins_1', lidOnly)?.call).toMatchObject({
      from: '123456789012345@lid',
      fromLid: '123456789012345@lid',
    });
    const groupCall = { ...offer, isGroup: true, groupJid: '120363012345678901@g.us' };
    expect(callEventOf('ins_1', groupCall)?.call).toMatchObject({ from: groupCall.groupJid, group: true });
  });

  it('maps every later status: accept, reject, timeout and terminate change the call; set-up steps do not', () => {
    const at = new Date('2026-12-03T10:00:20Z');
    const states = (['accept', 'reject', 'timeout', 'terminate'] as const).map(
      (status) => callStateOf('ins_1', { ...offer, status, date: at })?.state,
    );
    expect(states).toEqual(['accepted', 'rejected', 'missed', 'ended']);
    expect(callStateOf('ins_1', { ...offer, status: 'accept', date: at })).toEqual({
      insid: 'ins_1',
      callId: 'CALL1',
      state: 'accepted',
      timestamp: at,
    });
    for (const status of ['offer', 'ringing', 'preaccept', 'transport', 'relaylatency'] as const)
      expect(callStateOf('ins_1', { ...offer, status })).toBeNull();
  });

  it('reports the offer, what became of it, and the caller’s LID <-> number pair', () => {
    let listener: ((calls: WACallEvent[]) => void) | undefined;
    const socket = {
      ev: { on: (_: 'call', fn: typeof listener) => (listener = fn) },
    } as unknown as BaileysSocket;
    const hub = new EngineEventHub();
    const heard: Array<[EngineEventName, unknown]> = [];
    for (const name of ['call', 'callState', 'contacts'] as const) hub.on(name, (e) => heard.push([name, e]));
    callEventsFrom('ins_1', socket, hub);
    const lid = { ...offer, from: '123456789012345@lid', callerPn: '919800000728@s.whatsapp.net' };
    listener?.([lid, { ...lid, status: 'terminate' }]);
    expect(heard.map(([name]) => name)).toEqual(['call', 'contacts', 'callState']);
    expect(heard[1]?.[1]).toEqual({
      insid: 'ins_1',
      contacts: [{ number: '919800000728', lid: '123456789012345@lid' }],
    });
  });
});
