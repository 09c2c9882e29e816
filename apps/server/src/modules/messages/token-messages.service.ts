import { isUuid, type MessageView, MessagingMessages } from '@chatgate/contracts';
import type { Queryable } from '../../db/client';
import { notFound } from '../../http/app-error';
import { pollTally } from '../polls/polls.service';
import { toMessageView } from './message-view';
import * as q from './messages.queries';

/** The id as given, when it can be a message id at all: 404 "Message not found" otherwise. */
export function messageIdOrNotFound(id: string): string {
  if (!isUuid(id)) throw notFound(MessagingMessages.messageNotFound);
  return id;
}

/** The token's own message with this id: 404 "Message not found" for any other, another token's included. */
export async function tokenMessage(db: Queryable, insid: string, id: string): Promise<q.MessageRow> {
  const row = await q.findMessage(db, messageIdOrNotFound(id));
  if (!row || row.instanceId !== insid) throw notFound(MessagingMessages.messageNotFound);
  return row;
}

/** The token's messages among these ids, in no order (another token's find nothing). */
export function tokenMessages(db: Queryable, insid: string, ids: string[]): Promise<q.MessageRow[]> {
  return q.findTokenMessages(db, insid, [...new Set(ids)].filter(isUuid));
}

/** GET /messages/{id}: the token's message as the API shows it, a poll with its votes now. */
export async function tokenMessageView(db: Queryable, insid: string, id: string): Promise<MessageView> {
  const row = await tokenMessage(db, insid, id);
  const poll = row.type === 'poll' ? await pollTally(db, row.id, row.payload) : null;
  return { ...toMessageView(row), ...(poll && { poll }) };
}

/**
 * The token's messages of one direction accepted or received since `since`, newest first, at
 * most `max`: read page by page from the newest, so old history is never scanned.
 */
export async function messagesSince(
  db: Queryable,
  insid: string,
  direction: 'in' | 'out',
  since: Date,
  max: number,
): Promise<MessageView[]> {
  const found: MessageView[] = [];
  let before: number | null = null;
  for (;;) {
    const page = await q.history(db, insid, before, PAGE);
    for (const row of page) {
      if (row.createdAt < since || found.length >= max) return found;
      if (row.direction === direction) found.push(toMessageView(row));
    }
    if (page.length < PAGE) return found;
    before = (page[page.length - 1] as q.MessageRow).queueSeq;
  }
}

const PAGE = 200;

/** The token's messages, newest first, older than the `before` position when given. */
export function messageHistory(
  db: Queryable,
  insid: string,
  before: number | null,
  limit: number,
): Promise<q.MessageRow[]> {
  return q.history(db, insid, before, limit);
}
