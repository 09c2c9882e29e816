import { connectDatabase, type DatabaseHandle } from '../../src/db/client';
import { spawnServer } from '../../test/spawn-server';
import { createTestDatabase } from '../../test/test-database';

export type SpawnedServer = Awaited<ReturnType<typeof spawnServer>>;

/**
 * Runs `work` against one real server process on a fresh database (with a small pool of its own
 * for the test's checks), then stops the process and drops the database. When `work` fails, the
 * server's log is printed with the failure.
 */
export async function withLoadServer(
  env: Record<string, string>,
  work: (server: SpawnedServer, database: DatabaseHandle) => Promise<void>,
): Promise<void> {
  const database = await createTestDatabase();
  const handle = connectDatabase(database.url, 4);
  let server: SpawnedServer | undefined;
  try {
    server = await spawnServer({ DATABASE_URL: database.url, ...env });
    await work(server, handle);
  } catch (error) {
    if (server) console.error(`server log:\n${server.output().slice(-20_000)}`);
    throw error;
  } finally {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      const stopped = await Promise.race([
        server.exited.then(() => true),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), 15_000)),
      ]);
      if (!stopped) server.child.kill('SIGKILL');
    }
    await handle.close();
    await database.drop();
  }
}
