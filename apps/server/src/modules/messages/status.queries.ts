import { MAX_STATUS_RECIPIENTS } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';

/**
 * The token's contacts, as a status's default audience: every number (not a group, a channel or
 * status@broadcast) it has messaged or heard from, most recent first, at most 256.
 */
export async function contactsOf(db: Queryable, insid: string): Promise<string[]> {
  const { rows } = await db.execute<{ remote: string }>(sql`
    select remote from messages
    where instance_id = ${insid} and remote ~ '^[0-9]+$'
    group by remote
    order by max(queue_seq) desc
    limit ${MAX_STATUS_RECIPIENTS}`);
  return rows.map((r) => r.remote);
}
