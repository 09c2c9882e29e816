/** Calls as Baileys 7 reports them (decisions 0028, 0031). */
import type { WACallEvent, WACallUpdateType } from '@whiskeysockets/baileys';
import type { CallChange, EngineEvents } from '../engine-events';
import type { EngineEventHub } from '../event-hub';
import type { BaileysSocket } from './baileys-socket';
import { isPhoneJid, lidOf, numberOfJid, phoneJidOf } from './jids';

/**
 * What becomes of a call, by Baileys' status: `offer` is the call itself; `ringing`, `preaccept`,
 * `transport` and `relaylatency` are steps of setting it up, and change nothing.
 */
const CHANGES: Partial<Record<WACallUpdateType, CallChange>> = {
  accept: 'accepted',
  reject: 'rejected',
  timeout: 'missed',
  terminate: 'ended',
};

/** The engine's call event of an offer (a new call), by the caller's number when WhatsApp gives it. */
export function callEventOf(insid: string, call: WACallEvent): EngineEvents['call'] | null {
  if (call.status !== 'offer') return null;
  const group = call.isGroup === true;
  const caller = phoneJidOf(call.from, call.callerPn);
  const fromLid = lidOf(call.from, call.callerPn);
  const person = isPhoneJid(caller) ? numberOfJid(caller) : (fromLid ?? numberOfJid(caller));
  return {
    insid,
    call: {
      id: call.id,
      from: group && call.groupJid ? call.groupJid : person,
      callerRef: call.from,
      ...(fromLid && { fromLid }),
      video: call.isVideo === true,
      group,
      timestamp: call.date,
    },
  };
}

/** The engine's callState event of a later update of a call: answered, declined, rang out, hung up. */
export function callStateOf(insid: string, call: WACallEvent): EngineEvents['callState'] | null {
  const state = CHANGES[call.status];
  return state ? { insid, callId: call.id, state, timestamp: call.date } : null;
}

/** Reports the socket's calls: each offer, then what became of it. */
export function callEventsFrom(insid: string, socket: BaileysSocket, hub: EngineEventHub): void {
  socket.ev.on('call', (calls) => {
    for (const call of calls) {
      const offer = callEventOf(insid, call);
      if (offer) hub.emit('call', offer);
      // An offer naming the caller by LID and number is a pair for the token's LID map.
      const { from, fromLid, group } = offer?.call ?? {};
      if (from && fromLid && !group && from !== fromLid)
        hub.emit('contacts', { insid, contacts: [{ number: from, lid: fromLid }] });
      const change = callStateOf(insid, call);
      if (change) hub.emit('callState', change);
    }
  });
}
