import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { NetworkPhone } from './simulator.queries';

/** An edit (the new text) or a deletion for everyone. */
export type SimChange = { change: 'edit'; body: string } | { change: 'revoke' };

const setOf = (change: SimChange) =>
  change.change === 'edit'
    ? sql`body = ${change.body}, edited_at = now()`
    : sql`body = '', revoked_at = now()`;

/**
 * Changes every copy the phones received of the message `id` that `sender` sent (a direct
 * message keeps the id, a group's copies have it as their source); the copies changed, with the
 * phone that holds each. A copy deleted for everyone stays so.
 */
export async function changeReceivedCopies(
  db: Queryable,
  sender: NetworkPhone,
  id: string,
  change: SimChange,
): Promise<Array<{ id: string; phone: string; groupId: string | null }>> {
  const { rows } = await db.execute<{ id: string; phone: string; group_id: string | null }>(sql`
    update sim_messages set ${setOf(change)}
     where account_id = ${sender.accountId} and peer = ${sender.phone} and direction = 'in'
       and (id = ${id} or source_id = ${id}) and revoked_at is null
    returning id::text, phone, group_id`);
  return rows.map((r) => ({ id: r.id, phone: r.phone, groupId: r.group_id }));
}

/** A message the phone typed to a contact, as its edit or deletion needs it. */
export interface OwnDirectMessage {
  peer: string;
  createdAt: Date;
  revokedAt: Date | null;
}

/** The phone's own message `id` in a chat with a contact (typed on it), or undefined. */
export async function ownDirectMessage(
  db: Queryable,
  at: NetworkPhone,
  id: string,
): Promise<OwnDirectMessage | undefined> {
  const { rows } = await db.execute<{ peer: string; created_at: string; revoked_at: string | null }>(sql`
    select peer, created_at, revoked_at from sim_messages
     where id = ${id} and account_id = ${at.accountId} and phone = ${at.phone}
       and direction = 'out' and group_id is null`);
  const row = rows[0];
  if (!row) return undefined;
  return {
    peer: row.peer,
    createdAt: new Date(row.created_at),
    revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
  };
}

/** Applies the phone's change to its own message `id`. */
export async function changeOwnMessage(db: Queryable, at: NetworkPhone, id: string, change: SimChange) {
  await db.execute(sql`
    update sim_messages set ${setOf(change)}
     where id = ${id} and account_id = ${at.accountId} and phone = ${at.phone} and direction = 'out'`);
}
