import {
  PresenceMessages,
  type PresenceResponse,
  type PresenceState,
  type PresenceUpdateEvent,
} from '@chatgate/contracts';
import type { Db } from '../../db/client';
import type { EngineEvents, MessagingEngine } from '../../engines/engine';
import { EngineError } from '../../engines/engine-error';
import { conflict } from '../../http/app-error';
import { engineOperation } from '../../http/engine-operation';
import { appendEvent } from '../events/events.service';
import type { WakeUps } from '../events/wake-ups';

export interface PresenceDeps {
  db: Db;
  engine: MessagingEngine;
  wakeUps: WakeUps;
}

/** Runs an engine call on the token's phone; a phone that is not linked is a 409. */
export async function onLinkedPhone<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof EngineError && error.reason === 'not-connected')
      throw conflict(PresenceMessages.notConnected);
    throw error;
  }
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
