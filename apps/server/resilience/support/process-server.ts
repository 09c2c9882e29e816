import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectDatabase, type DatabaseHandle } from '../../src/db/client';
import { spawnServer } from '../../test/spawn-server';
import { createTestDatabase } from '../../test/test-database';

export interface ProcessServer {
  url: string;
  port: number;
  child: Awaited<ReturnType<typeof spawnServer>>['child'];
  /** The server's log so far (stdout and stderr). */
  output(): string;
  /** The test's own small pool on the server's database, for setup and checks. */
  database: DatabaseHandle;
  /** The server's DATA_DIR (uploads, received media), a fresh temporary folder. */
  dataDir: string;
  /** Stops the process (SIGTERM, SIGKILL after 15 s), drops the database, removes DATA_DIR. */
  stop(): Promise<void>;
}

/**
 * One real server process (main.ts) on a fresh database and a fresh DATA_DIR, for a whole test
 * file: start it in beforeAll, stop it in afterAll.
 */
export async function startProcessServer(env: Record<string, string>): Promise<ProcessServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chatgate-resilience-data-'));
  const db = await createTestDatabase();
  const database = connectDatabase(db.url, 4);
  const cleanUp = async () => {
    await database.close();
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  let spawned: Awaited<ReturnType<typeof spawnServer>>;
  try {
    spawned = await spawnServer({ DATABASE_URL: db.url, DATA_DIR: dataDir, ...env });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const { child, exited } = spawned;
  return {
    url: spawned.url,
    port: Number(spawned.port),
    child,
    output: spawned.output,
    database,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const stopped = await Promise.race([
          exited.then(() => true),
          new Promise<false>((resolve) => setTimeout(() => resolve(false), 15_000)),
        ]);
        if (!stopped) child.kill('SIGKILL');
      }
      await cleanUp();
    },
  };
}

/** True while the process runs and /api/v1/health answers 200. */
export async function isAlive(server: ProcessServer): Promise<boolean> {
  if (server.child.exitCode !== null) return false;
  const res = await fetch(`${server.url}/api/v1/health`).catch(() => null);
  return res?.status === 200;
}
