import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseThroughProxy } from '../../test/cuttable-proxy';
import { createTestDatabase } from '../../test/test-database';
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
});
