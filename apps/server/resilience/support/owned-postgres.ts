import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type EmbeddedServer, startEmbeddedPostgres } from '../../src/db/embedded';
import { freePort } from '../../test/spawn-server';
import { signalWithChildren } from './process-tree';

const quiet = { info: () => {}, warn: () => {} };

/**
 * Sends `signal` to the PostgreSQL of the cluster in `clusterDir` and to its processes (backends
 * and background workers are the postmaster's children), and to no other: the postmaster's pid
 * comes from the cluster's own postmaster.pid, and is checked to run on that directory.
 */
function signalCluster(clusterDir: string, signal: NodeJS.Signals): void {
  const pid = Number.parseInt(readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8'), 10);
  const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  if (!command.includes(clusterDir)) throw new Error(`pid ${pid} is not the PostgreSQL of ${clusterDir}`);
  signalWithChildren(pid, signal);
}

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
  let frozen = false;
  const thaw = () => {
    signalCluster(path.join(dir, 'postgres'), 'SIGCONT');
    frozen = false;
  };
  const stop = async () => {
    // A frozen PostgreSQL would not act on the request to stop.
    if (frozen) thaw();
    await server?.stop();
    server = null;
  };
  return {
    url,
    stop,
    start: async () => {
      server ??= await startEmbeddedPostgres(dir, port, quiet);
    },
    /**
     * Stops every process of it (SIGSTOP) without ending any: connections stay open and new
     * ones are accepted by the kernel, but nothing answers, as on a frozen or swapped-out host.
     */
    freeze: () => {
      signalCluster(path.join(dir, 'postgres'), 'SIGSTOP');
      frozen = true;
    },
    /** Lets the frozen processes run on (SIGCONT). */
    thaw,
    /** Stops it if running and deletes its files. */
    remove: async () => {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
