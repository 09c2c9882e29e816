import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded';

export interface BenchDatabase {
  url: string;
  cleanup(): Promise<void>;
}

/** A fresh database on the server in TEST_DATABASE_URL, or an embedded PostgreSQL when unset. */
export async function benchDatabase(): Promise<BenchDatabase> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) {
    const dir = await mkdtemp(path.join(tmpdir(), 'chatgate-bench-'));
    await chmod(dir, 0o755);
    const server = await startEmbeddedPostgres(dir, 57_000 + Math.floor(Math.random() * 1000), {
      info: () => {},
      warn: () => {},
    });
    return {
      url: server.url,
      cleanup: async () => {
        await server.stop();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `cg_bench_${Date.now()}`;
  await withClient(admin, (c) => c.query(`create database ${name}`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    cleanup: () => withClient(admin, (c) => c.query(`drop database if exists ${name} with (force)`)),
  };
}

async function withClient(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
