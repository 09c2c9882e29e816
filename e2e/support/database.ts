import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** Where start-server.ts leaves the e2e server's database address. */
export const DATABASE_URL_FILE = path.resolve(import.meta.dirname, '../../test-results/e2e-database-url');

/** Runs SQL on the e2e server's database, to arrange a state no public call makes. */
export async function sqlOnServer(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: readFileSync(DATABASE_URL_FILE, 'utf8').trim() });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}
