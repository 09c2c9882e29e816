import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';

/** The cheapest statement the database must answer. */
export async function ping(db: Queryable): Promise<void> {
  await db.execute(sql`select 1`);
}
