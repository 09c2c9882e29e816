import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseThroughProxy } from '../../test/cuttable-proxy';
import { createTestDatabase } from '../../test/test-database';
import { connectDatabase } from './client';
import { isDatabaseUnavailable } from './unavailable';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: Awaited<ReturnType<typeof databaseThroughProxy>>;
beforeAll(async () => {
  database = await createTestDatabase();
  // One connection: a client the pool lost for good would leave it nothing to serve with.
  handle = await databaseThroughProxy(database.url, 1);
});
afterAll(async () => {
  await handle.close();
  await database.drop();
});

const transactionAnswers = () =>
  handle.db.transaction(async (tx) => (await tx.execute<{ n: number }>(sql`select 1 as n`)).rows[0]?.n);

describe('transactions through an outage', () => {
  it('give their client back when the connection under them is cut, so the pool serves again after', async () => {
    expect(await transactionAnswers()).toBe(1);
    for (let round = 0; round < 3; round++) {
      // The pooled connection is reset while idle: the next transaction may get it before the
      // pool hears, and its BEGIN then fails.
      await handle.cut();
      const failed = await transactionAnswers().then(
        () => null,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(failed)).toBe(true);
      await handle.restore();
      expect(await transactionAnswers()).toBe(1);
    }
    expect(handle.pool.totalCount).toBeLessThanOrEqual(1);
    expect(handle.pool.waitingCount).toBe(0);
  });

  it('roll back on a failure of their own and keep the connection', async () => {
    await handle.db.execute(sql`create table if not exists pool_tx_probe (n int)`);
    const failed = await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into pool_tx_probe values (1)`);
        throw new Error('changed my mind');
      })
      .catch((error: Error) => error.message);
    expect(failed).toBe('changed my mind');
    const { rows } = await handle.db.execute(sql`select count(*)::int as n from pool_tx_probe`);
    expect(rows[0]).toEqual({ n: 0 });
    expect(await transactionAnswers()).toBe(1);
  });

  it('give up on a database that stops answering after one query timeout, without waiting out a ROLLBACK too', async () => {
    const QUERY_TIMEOUT_MS = 1_000;
    const timed = connectDatabase(database.url, 1, { statementMs: 20_000, queryMs: QUERY_TIMEOUT_MS });
    try {
      const started = performance.now();
      // The statement outlasts the query timeout: to the client, the database has stopped answering.
      const failed = await timed.db
        .transaction((tx) => tx.execute(sql`select pg_sleep(5)`))
        .then(
          () => null,
          (error: unknown) => error,
        );
      const ms = performance.now() - started;
      expect(isDatabaseUnavailable(failed)).toBe(true);
      expect(ms).toBeLessThan(QUERY_TIMEOUT_MS * 1.6);
      const answer = await timed.db.transaction(async (tx) => (await tx.execute(sql`select 1 as n`)).rows[0]);
      expect(answer).toEqual({ n: 1 });
    } finally {
      await timed.close();
    }
  });
});
