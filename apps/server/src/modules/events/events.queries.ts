import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { instanceEvents, instances } from '../../db/schema';

export type EventRow = typeof instanceEvents.$inferSelect;

/**
 * Appends an event to the token's log with the next sequence number, and a pending delivery
 * when the token's webhook wants this type. The counter row is locked until commit, so sequence
 * order is commit order: a reader of `after=<seq>` never skips an event that commits late.
 */
export async function appendEvent(
  db: Queryable,
  insid: string,
  type: string,
  data: object,
): Promise<EventRow | null> {
  const [counter] = await db
    .update(instances)
    .set({ eventSeq: sql`${instances.eventSeq} + 1` })
    .where(eq(instances.id, insid))
    .returning({ seq: instances.eventSeq });
  if (!counter) return null;
  const [event] = await db
    .insert(instanceEvents)
    .values({ instanceId: insid, seq: counter.seq, type, data })
    .returning();
  if (!event) return null;
  await db.execute(sql`
    insert into webhook_deliveries (event_id, instance_id)
    select ${event.id}, ${insid} from webhook_endpoints
    where instance_id = ${insid} and enabled and (${type} = any(events) or ${type} = 'webhook.test')`);
  return event;
}

export function eventsAfter(
  db: Queryable,
  insid: string,
  afterSeq: number,
  limit: number,
): Promise<EventRow[]> {
  return db
    .select()
    .from(instanceEvents)
    .where(and(eq(instanceEvents.instanceId, insid), gt(instanceEvents.seq, afterSeq)))
    .orderBy(asc(instanceEvents.seq))
    .limit(limit);
}
