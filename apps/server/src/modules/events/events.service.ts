import {
  type ChatgateEvent,
  EVENT_VERSION,
  type EventDataOf,
  type EventsPage,
  type EventType,
  MessagingMessages,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT_TYPE,
} from '@chatgate/contracts';
import type { Queryable } from '../../db/client';
import { badRequest } from '../../http/app-error';
import * as q from './events.queries';

export type { EventRow, NewEvent } from './events.queries';

/** The event types a webhook can subscribe to (the contracts' EVENT_TYPES also has the test event). */
export const SUBSCRIBABLE_EVENT_TYPES = WEBHOOK_EVENT_TYPES;
/** Sent on request to every webhook, whatever it subscribed to. */
export const TEST_EVENT_TYPE = WEBHOOK_TEST_EVENT_TYPE;

/** Appends one event; its data must be what the contracts' EventSchema says its type carries. */
export function appendEvent<T extends EventType>(
  db: Queryable,
  insid: string,
  type: T,
  data: EventDataOf<T>,
) {
  return q.appendEvent(db, insid, type, data);
}

export function appendEvents(db: Queryable, events: q.NewEvent[]) {
  return q.appendEvents(db, events);
}

/**
 * The public shape of an event (the contracts' EventSchema): the one body GET /events lists and a
 * webhook in our format receives. The row's data was written by a typed append (or, for the
 * message events, by `messageViewJson`, the SQL twin of the message view), so it is the type's.
 */
export function eventBody(event: q.EventRow): ChatgateEvent {
  return {
    version: EVENT_VERSION,
    id: event.id,
    type: event.type,
    insid: event.instanceId,
    seq: event.seq,
    timestamp: event.createdAt.toISOString(),
    data: event.data,
  } as ChatgateEvent;
}

export async function eventsAfter(
  db: Queryable,
  insid: string,
  afterSeq: number,
  limit: number,
): Promise<EventsPage> {
  const rows = await q.eventsAfter(db, insid, afterSeq, limit);
  return {
    result: rows.map(eventBody),
    next: rows.length ? (rows[rows.length - 1] as q.EventRow).seq : afterSeq,
  };
}

/**
 * eventsAfter for a customer's cursor: one past the token's last event is refused (400), since a
 * client that kept it (a wrong number, another token's cursor) would otherwise wait forever.
 */
export async function eventsAfterCursor(
  db: Queryable,
  insid: string,
  afterSeq: number,
  limit: number,
): Promise<EventsPage> {
  const page = await eventsAfter(db, insid, afterSeq, limit);
  if (page.result.length === 0 && afterSeq > ((await q.lastEventSeq(db, insid)) ?? afterSeq))
    throw badRequest(MessagingMessages.cursorPastEnd);
  return page;
}
