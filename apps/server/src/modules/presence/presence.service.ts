import type { PresenceResponse, PresenceState, PresenceUpdateEvent } from '@chatgate/contracts';
import type { Db } from '../../db/client';
import type { MessagingEngine } from '../../engines/engine';
import type { EngineEvents } from '../../engines/engine-events';
import { engineOperation, onLinkedPhone } from '../../http/engine-operation';
import { appendEvent } from '../events/events.service';
import type { WakeUps } from '../events/wake-ups';

export interface PresenceDeps {
  db: Db;
  engine: MessagingEngine;
  wakeUps: WakeUps;
}

/** Shows the token typing or recording in the chat (or no longer): POST /chats/{chatId}/presence. */
export async function sendPresence(
  { engine }: Pick<PresenceDeps, 'engine'>,
  insid: string,
  chatId: string,
  state: PresenceState,
): Promise<PresenceResponse> {
  const send = engineOperation(engine, 'presence.send');
  await onLinkedPhone(() => send(insid, chatId, state));
  return { chatId, state };
}

/** POST /presence/subscribe: the contact's presence arrives as presence.update events from now on. */
export async function subscribePresence(
  { engine }: Pick<PresenceDeps, 'engine'>,
  insid: string,
  chatId: string,
) {
  const subscribe = engineOperation(engine, 'presence.subscribe');
  await onLinkedPhone(() => subscribe(insid, chatId));
  return { chatId, subscribed: true as const };
}

/** Stores a subscribed contact's presence as a presence.update event. */
export async function recordPresence(
  { db, wakeUps }: Pick<PresenceDeps, 'db' | 'wakeUps'>,
  { insid, chatId, state, lastSeen }: EngineEvents['presence'],
): Promise<void> {
  const data: PresenceUpdateEvent = { chatId, state, lastSeen: lastSeen?.toISOString() ?? null };
  if (await appendEvent(db, insid, 'presence.update', data)) wakeUps.eventsCommitted();
}
