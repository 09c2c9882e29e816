import { mkdirSync, writeFileSync } from 'node:fs';
import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded';
import { testServiceAccount } from '../../apps/server/test/fake-google-sheets';
import { UNLIMITED_ADDRESS } from '../../apps/server/test/unlimited-address';
import { DATABASE_URL_FILE } from './database';
import { E2E_PORT, E2E_SHEETS_PORT, E2E_SMTP_PORT } from './ports';

/**
 * Starts the real server for the browser tests on a fresh database: on TEST_DATABASE_URL's
 * server when set, else on an embedded PostgreSQL in a temporary directory. The database's
 * address is left in a file so tests can arrange states no public call makes (e.g. a paid token).
 */
async function freshDatabaseUrl(adminUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const stale = await client.query<{ datname: string }>(
    "select datname from pg_database where datname like 'cg_e2e_%'",
  );
  for (const { datname } of stale.rows) await client.query(`drop database if exists ${datname} with (force)`);
  const name = `cg_e2e_${Date.now()}`;
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const DATA_DIR_PREFIX = 'chatgate-e2e-';

/** Whether the embedded PostgreSQL of `dataDir` (its cluster's postmaster.pid) still runs. */
async function postmasterRuns(dataDir: string): Promise<boolean> {
  const pidFile = await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number(pidFile.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The data directories earlier runs left: each run's PostgreSQL is stopped as the run ends, but
 * its directory cannot be removed until it has stopped, so the next run removes it instead.
 */
async function removeStaleDataDirs(): Promise<void> {
  const names = (await readdir(tmpdir())).filter((name) => name.startsWith(DATA_DIR_PREFIX));
  for (const name of names) {
    const dataDir = path.join(tmpdir(), name);
    if (!(await postmasterRuns(dataDir))) await rm(dataDir, { recursive: true, force: true });
  }
}

async function embeddedDatabaseUrl(): Promise<string> {
  await removeStaleDataDirs();
  const dataDir = await mkdtemp(path.join(tmpdir(), DATA_DIR_PREFIX));
  await chmod(dataDir, 0o755);
  const port = 56_000 + Math.floor(Math.random() * 4000);
  const server = await startEmbeddedPostgres(dataDir, port, { info: () => {}, warn: () => {} });
  // Playwright stops this process with SIGTERM (the config's gracefulShutdown); the server then
  // exits, and PostgreSQL, in a session of its own, must be told to stop too.
  process.once('exit', () => server.stopWithoutWaiting());
  return server.url;
}

const databaseUrl = process.env.TEST_DATABASE_URL
  ? await freshDatabaseUrl(process.env.TEST_DATABASE_URL)
  : await embeddedDatabaseUrl();
mkdirSync(path.dirname(DATABASE_URL_FILE), { recursive: true });
writeFileSync(DATABASE_URL_FILE, databaseUrl);

Object.assign(process.env, {
  DATABASE_URL: databaseUrl,
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
  SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
  TRUST_PROXY: 'true',
  // The tests' webhook receivers listen on 127.0.0.1.
  WEBHOOK_ALLOW_PRIVATE: 'true',
  LOG_LEVEL: 'warn',
  CAPTCHA_COST: '2000',
  // The tests sign up many users, from the few addresses the fixtures' X-Forwarded-For cycles through.
  ...UNLIMITED_ADDRESS,
  // Google Sheets is the fake the tests start on its fixed port (any key is accepted there).
  GOOGLE_SERVICE_ACCOUNT_JSON: testServiceAccount('e2e-sheets').json,
  GOOGLE_SHEETS_API_URL: `http://127.0.0.1:${E2E_SHEETS_PORT}/`,
  GOOGLE_OAUTH_TOKEN_URL: `http://127.0.0.1:${E2E_SHEETS_PORT}/token`,
  SHEETS_RETRY_BASE_MS: '50',
});
await import('../../apps/server/src/main');
