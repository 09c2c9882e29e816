import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

/** The data of a token's message.received events, in their order. */
export async function receivedEvents(db: Db, insid: string): Promise<Array<Record<string, unknown>>> {
  const { rows } = await db.execute<{ data: Record<string, unknown> }>(sql`
    select data from instance_events where instance_id = ${insid} and type = 'message.received' order by seq`);
  return rows.map((r) => r.data);
}
