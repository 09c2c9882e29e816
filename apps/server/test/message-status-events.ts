import { sql } from 'drizzle-orm';
import type { Queryable } from '../src/db/client';

/** A message's message.status events in order, each as "status" or "status: error". */
export async function statusEventsOf(db: Queryable, messageId: string): Promise<string[]> {
  const { rows } = await db.execute<{ status: string; error: string | null }>(sql`
    select data->>'status' as status, data->>'error' as error from instance_events
    where type = 'message.status' and data->>'id' = ${messageId} order by seq`);
  return rows.map((r) => (r.error ? `${r.status}: ${r.error}` : r.status));
}

/** The message's row as the ack sweep sees it: status, error, and whether WhatsApp acknowledged it. */
export async function ackStateOf(db: Queryable, messageId: string) {
  const { rows } = await db.execute<{
    status: string;
    error: string | null;
    acked: boolean;
    sent: boolean;
  }>(sql`
    select status, error, acked_at is not null as acked, sent_at is not null as sent
    from messages where id = ${messageId}`);
  return rows[0];
}
