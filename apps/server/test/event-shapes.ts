import { EventSchema } from '@chatgate/contracts';
import { z } from 'zod';
import type { Db } from '../src/db/client';
import { instanceEvents } from '../src/db/schema';
import { eventBody } from '../src/modules/events/events.service';

/**
 * Every event in the database that its type's schema (the contracts' EventSchema) refuses, as
 * GET /events and the webhooks would show it, in words. The test harness asks at close, so every
 * event any API test makes is checked, those written in SQL (the message events) included.
 */
export async function eventsOffSchema(db: Db): Promise<string[]> {
  const rows = await db.select().from(instanceEvents);
  return rows.flatMap((row) => {
    const parsed = EventSchema.safeParse(eventBody(row));
    if (parsed.success) return [];
    return [`${row.type} (seq ${row.seq}): ${z.prettifyError(parsed.error)}\n${JSON.stringify(row.data)}`];
  });
}
