import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { appendEventsCtes } from '../events/events.queries';
import {
  eventsOf,
  idsAndDeliveries,
  revokedEventsOf,
  type Written,
  type WrittenRow,
  writtenOf,
} from './messages.queries';

/** An edit (the new text) or a deletion for everyone, of a message in a token's chat. */
export type MessageChange = { change: 'edit'; body: string } | { change: 'revoke' };

/**
 * Applies the change to the token's message `id` sent (`out`) or received (`in`), with its
 * message.edited or message.revoked event (status.revoked for a contact's status), in one statement. A message deleted for everyone
 * already is left alone (nothing written). An edit also changes the text the queued payload
 * holds, so the row says one thing everywhere.
 */
export async function applyChange(
  db: Queryable,
  insid: string,
  id: string,
  direction: 'in' | 'out',
  change: MessageChange,
): Promise<Written> {
  const set =
    change.change === 'edit'
      ? sql`body = ${change.body}, edited_at = now(),
            payload = case when payload ? 'body' then jsonb_set(payload, '{body}', to_jsonb(${change.body}::text))
                      else payload end`
      : sql`revoked_at = now()`;
  const events =
    change.change === 'edit' ? eventsOf('changed', 'message.edited') : revokedEventsOf('changed');
  const result = await db.execute<WrittenRow>(sql`
    with changed as (
      update messages set ${set}, updated_at = now()
       where id = ${id} and instance_id = ${insid} and direction = ${direction} and revoked_at is null
      returning *, 0 as ord
    ),
    ${sql.raw(appendEventsCtes(events))}
    ${sql.raw(idsAndDeliveries('changed'))}`);
  return writtenOf(result);
}
