/** Presence and calls as Baileys 7 sends and reports them (decision 0028). */
import type { PresenceState, PresenceUpdateState } from '@chatgate/contracts';
import type { BaileysEventMap, WACallEvent, WAPresence } from '@whiskeysockets/baileys';
import type { EngineEvents } from '../engine';
import type { EngineEventHub } from '../event-hub';
import type { BaileysSocket } from './baileys-socket';
import { jidOf, numberOfJid, phoneJidOf } from './jids';

/** Our presence state -> WhatsApp's (`sendPresenceUpdate`). */
const SENT: Record<PresenceState, WAPresence> = {
  typing: 'composing',
  recording: 'recording',
  paused: 'paused',
};
/** WhatsApp's -> ours (`presence.update`). */
const RECEIVED: Record<WAPresence, PresenceUpdateState> = {
  available: 'available',
  unavailable: 'unavailable',
  composing: 'typing',
  recording: 'recording',
  paused: 'paused',
};

export const sendPresence = (socket: BaileysSocket, chatId: string, state: PresenceState) =>
  socket.sendPresenceUpdate(SENT[state], jidOf(chatId));

export const subscribePresence = (socket: BaileysSocket, number: string) =>
  socket.presenceSubscribe(jidOf(number));

/** The engine's presence events of a `presence.update`: one per participant (a contact's chat has one). */
export function presenceEventsOf(
  insid: string,
  { id, presences }: BaileysEventMap['presence.update'],
): Array<EngineEvents['presence']> {
  return Object.entries(presences).map(([participant, data]) => ({
    insid,
    chatId: numberOfJid(id.endsWith('@g.us') ? id : participant || id),
    state: RECEIVED[data.lastKnownPresence] ?? 'available',
    ...(data.lastSeen && { lastSeen: new Date(data.lastSeen * 1000) }),
  }));
}

/** The engine's call event of a `call` update: only an offer (a new call) is one. */
export function callEventOf(insid: string, call: WACallEvent): EngineEvents['call'] | null {
  if (call.status !== 'offer') return null;
  const group = call.isGroup === true;
  const caller = phoneJidOf(call.from, call.callerPn);
  return {
    insid,
    call: {
      id: call.id,
      from: group && call.groupJid ? call.groupJid : numberOfJid(caller),
      callerRef: call.from,
      video: call.isVideo === true,
      group,
      timestamp: call.date,
    },
  };
}

/** Reports the socket's presence updates and incoming calls. */
export function presenceEventsFrom(insid: string, socket: BaileysSocket, hub: EngineEventHub): void {
  socket.ev.on('presence.update', (update) => {
    for (const event of presenceEventsOf(insid, update)) hub.emit('presence', event);
  });
  socket.ev.on('call', (calls) => {
    for (const call of calls) {
      const event = callEventOf(insid, call);
      if (event) hub.emit('call', event);
    }
  });
}
