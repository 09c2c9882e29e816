import { MessagingMessages, WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT_TYPE } from '@chatgate/contracts';
import type { Queryable } from '../../db/client';
import { badRequest } from '../../http/app-error';
import * as q from './events.queries';

export type { EventRow } from './events.queries';

/** The event types a webhook can subscribe to. */
export const EVENT_TYPES = WEBHOOK_EVENT_TYPES;
/** Sent on request to every webhook, whatever it subscribed to. */
export const TEST_EVENT_TYPE = WEBHOOK_TEST_EVENT_TYPE;
export type EventType = (typeof EVENT_TYPES)[number] | typeof TEST_EVENT_TYPE;

export function appendEvent(db: Queryable, insid: string, type: EventType, data: object) {
  return q.appendEvent(db, insid, type, data);
}

export function appendEvents(db: Queryable, events: Array<q.NewEvent & { type: EventType }>) {
  return q.appendEvents(db, events);
}

/** The public shape of an event, the same in the event log and in webhook bodies. */
export function eventBody(event: q.EventRow) {
  return {
    id: event.id,
    type: event.type,
    insid: event.instanceId,
    seq: event.seq,
    timestamp: event.createdAt.toISOString(),
    data: event.data,
  };
}

export async function eventsAfter(db: Queryable, insid: string, afterSeq: number, limit: number) {
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
export async function eventsAfterCursor(db: Queryable, insid: string, afterSeq: number, limit: number) {
  const page = await eventsAfter(db, insid, afterSeq, limit);
  if (page.result.length === 0 && afterSeq > ((await q.lastEventSeq(db, insid)) ?? afterSeq))
    throw badRequest(MessagingMessages.cursorPastEnd);
  return page;
}
