import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import { connectDatabase } from './client';
import { isDatabaseUnavailable } from './unavailable';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** How `query` on a fresh pool with these timeouts ends, and after how long. */
async function run(timeouts: { statementMs: number; queryMs: number }, seconds: number) {
  const handle = connectDatabase(database.url, 1, timeouts);
  try {
    const started = performance.now();
    const error = await handle.db.execute(sql`select pg_sleep(${seconds})`).then(
      () => null,
      (e: unknown) => e,
    );
    const ms = performance.now() - started;
    const after = (await handle.db.execute<{ n: number }>(sql`select 1 as n`)).rows[0]?.n;
    return { error, ms, after };
  } finally {
    await handle.close();
  }
}

describe('a pool with query timeouts', () => {
  it('has PostgreSQL cancel a statement running past the statement timeout, as the database being unavailable', async () => {
    const { error, ms, after } = await run({ statementMs: 200, queryMs: 5_000 }, 3);
    expect((error as { cause?: { code?: string } })?.cause?.code).toBe('57014');
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(ms).toBeLessThan(2_000);
    expect(after).toBe(1);
  });

  it('stops waiting for a database that does not answer after the query timeout, and serves again after', async () => {
    const { error, ms, after } = await run({ statementMs: 10_000, queryMs: 300 }, 3);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(ms).toBeLessThan(2_000);
    expect(after).toBe(1);
  });
});
