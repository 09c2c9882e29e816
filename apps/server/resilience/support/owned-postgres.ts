import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type EmbeddedServer, startEmbeddedPostgres } from '../../src/db/embedded';
import { freePort } from '../../test/spawn-server';

const quiet = { info: () => {}, warn: () => {} };

/**
 * A PostgreSQL of the test's own (embedded, in a temporary directory), so the test can really
 * stop it and start it again: same port, same data, same URL.
 */
export async function ownedPostgres() {
  const dir = await mkdtemp(path.join(tmpdir(), 'chatgate-owned-pg-'));
  await chmod(dir, 0o755); // the postgres system user must reach it
  const port = await freePort();
  let server: EmbeddedServer | null = await startEmbeddedPostgres(dir, port, quiet);
  const url = server.url;
  const stop = async () => {
    await server?.stop();
    server = null;
  };
  return {
    url,
    stop,
    start: async () => {
      server ??= await startEmbeddedPostgres(dir, port, quiet);
    },
    /** Stops it if running and deletes its files. */
    remove: async () => {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
