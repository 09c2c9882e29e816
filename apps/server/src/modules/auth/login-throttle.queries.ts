import { inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { loginFailures } from '../../db/schema';

export type FailureRow = typeof loginFailures.$inferSelect;

/** Seconds until the last of the keys' locks ends (0: none is locked). Reads only. */
export async function lockedForSeconds(db: Queryable, keys: string[]): Promise<number> {
  const rows = await db.select().from(loginFailures).where(inArray(loginFailures.key, keys));
  const now = Date.now();
  return Math.max(0, ...rows.map((row) => ((row.lockedUntil?.getTime() ?? 0) - now) / 1000));
}

/** The key's failures in its current window (0 when it has none, or its window has passed). */
export async function failuresInWindow(db: Queryable, key: string, windowMinutes: number): Promise<number> {
  const result = await db.execute<{ failures: number }>(sql`
    select failures from login_failures
    where key = ${key} and window_started_at >= now() - make_interval(mins => ${windowMinutes})`);
  return result.rows[0]?.failures ?? 0;
}

/**
 * Adds one failure to the key, starting a new window when the old one has passed, and locks the
 * key once the count reaches its limit. Returns the row after the change.
 */
export async function addFailure(
  db: Queryable,
  key: string,
  windowMinutes: number,
  limit: number,
): Promise<FailureRow> {
  const window = sql`make_interval(mins => ${windowMinutes})`;
  const result = await db.execute<FailureRow>(sql`
    insert into login_failures as f (key, failures, window_started_at)
    values (${key}, 1, now())
    on conflict (key) do update set
      failures = case when f.window_started_at < now() - ${window} then 1 else f.failures + 1 end,
      window_started_at = case when f.window_started_at < now() - ${window} then now() else f.window_started_at end
    returning key, failures, window_started_at as "windowStartedAt", locked_until as "lockedUntil"`);
  const row = result.rows[0] as FailureRow;
  if (row.failures >= limit) {
    await db.execute(sql`update login_failures set locked_until = now() + ${window} where key = ${key}`);
  }
  return row;
}

/** Takes back one failure; a lock that count no longer reaches goes with it. */
export async function removeFailure(db: Queryable, key: string, limit: number): Promise<void> {
  await db.execute(sql`
    update login_failures set
      failures = greatest(failures - 1, 0),
      locked_until = case when failures - 1 >= ${limit} then locked_until end
    where key = ${key}`);
}

export async function clearFailures(db: Queryable, key: string): Promise<void> {
  await db.delete(loginFailures).where(inArray(loginFailures.key, [key]));
}
