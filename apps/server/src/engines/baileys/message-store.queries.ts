import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sqlArray } from '../../db/sql-array';

/** A message the token sent: its type and body; undefined for an unknown id. */
export async function sentMessage(
  db: Queryable,
  id: string,
): Promise<{ type: string; body: string } | undefined> {
  const { rows } = await db.execute<{ type: string; body: string }>(
    sql`select type, body from messages where id = ${id} and direction = 'out'`,
  );
  return rows[0];
}

/** The engine references stored with these messages the token received (by our ids). */
export async function receivedEngineRefs(db: Queryable, insid: string, ourIds: string[]) {
  const { rows } = await db.execute<{ id: string; ref: Record<string, unknown> | null }>(
    sql`select id::text, payload->'engineRef' as ref from messages
        where id = any(${sqlArray(ourIds)}::uuid[]) and instance_id = ${insid} and direction = 'in'`,
  );
  return rows;
}
