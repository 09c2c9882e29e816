import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from './client';

/** Rows one cleanup statement deletes at most. */
export const DELETE_BATCH = 5_000;

/**
 * Deletes every row of `table` that `where` matches, `batchSize` rows a statement until a
 * statement finds fewer: on a large backlog each statement stays a short transaction holding few
 * locks, and only counts come back. Answers how many rows went.
 *
 * Rows are picked by ctid and deleted by it in the same statement: a row updated meanwhile has
 * a new ctid and is left for the next statement (or run) to judge again, as `where` may no
 * longer hold for it.
 */
export async function deleteInBatches(
  db: Queryable,
  table: PgTable,
  where: SQL,
  batchSize: number = DELETE_BATCH,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const { rowCount } = await db.execute(sql`
      delete from ${table}
      where ctid = any(array(select ctid from ${table} where ${where} limit ${batchSize}))`);
    deleted += rowCount ?? 0;
    if ((rowCount ?? 0) < batchSize) return deleted;
  }
}
