import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../src/db/client';
import { createTestDatabase } from '../../test/test-database';

/**
 * A fresh database for the calling test file (made before its tests, dropped after), with a
 * small pool of the test's own for checking what the server processes wrote.
 */
export function databasePerFile(poolMax = 2) {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    handle = connectDatabase(database.url, poolMax);
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });
  const rows = async <T>(query: SQL) => (await handle.db.execute(query)).rows as T[];
  return {
    url: () => database.url,
    rows,
    /** The `n` column of the query's first row (0 when none). */
    number: async (query: SQL) => (await rows<{ n: number }>(query))[0]?.n ?? 0,
  };
}
