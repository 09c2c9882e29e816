import { isUuid, MessagingMessages } from '@chatgate/contracts';
import type { Queryable } from '../../db/client';
import { notFound } from '../../http/app-error';
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

/** The token's messages, newest first, older than the `before` position when given. */
export function messageHistory(
  db: Queryable,
  insid: string,
  before: number | null,
  limit: number,
): Promise<q.MessageRow[]> {
  return q.history(db, insid, before, limit);
}
