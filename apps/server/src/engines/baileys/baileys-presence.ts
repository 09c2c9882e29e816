/** Presence as Baileys 7 sends and reports it (decision 0028); calls are in baileys-calls.ts. */
import type { PresenceState, PresenceUpdateState } from '@chatgate/contracts';
import type { BaileysEventMap, WAPresence } from '@whiskeysockets/baileys';
import type { EngineEvents } from '../engine-events';
import type { EngineEventHub } from '../event-hub';
import type { BaileysSocket } from './baileys-socket';
import { jidOf, numberOfJid } from './jids';

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

/** Reports the socket's presence updates. */
export function presenceEventsFrom(insid: string, socket: BaileysSocket, hub: EngineEventHub): void {
  socket.ev.on('presence.update', (update) => {
    for (const event of presenceEventsOf(insid, update)) hub.emit('presence', event);
  });
}
