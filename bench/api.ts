/**
 * npm run bench:api — throughput and latency of POST /api/v1/send/text on one server (sandbox
 * engine, no pacing), beside a bare Fastify route doing one single-row insert, in the same run.
 * Prints accepted sends/s, p50/p99 latency and the ratio to the bare route. Uses the PostgreSQL
 * in TEST_DATABASE_URL (a fresh database) or an embedded one.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { startServer } from '../apps/server/src/server';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

async function database(): Promise<{ url: string; cleanup(): Promise<void> }> {
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
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    cleanup: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function call(base: string, route: string, body: object, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/api/v1${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
}

/** A signed-up user whose trial token is linked to a sandbox phone; returns its id and key. */
async function linkedToken(base: string) {
  const user = {
    name: 'Bench User',
    username: 'bench',
    email: 'bench@example.com',
    mobile: '',
    password: 'Str0ng!pass',
  };
  await call(base, '/auth/signup', user);
  const auth = {
    authorization: `Bearer ${(await call(base, '/auth/login', { username: 'bench', password: user.password })).Token}`,
  };
  const uuid = (await call(base, '/auth/fetchUser', {}, auth)).uuid as string;
  const insid = (
    (await call(base, '/dash/wa/fetchInstance', { uuid }, auth)).result as Array<{ insid: string }>
  )[0]?.insid as string;
  const key = (await call(base, '/dash/wa/showKey', { insid }, auth)).api_key as string;
  const qr = (await call(base, '/dash/wa/qr', { insid }, auth)).qr as string;
  await call(base, '/sandbox/scan', { qr, phone: '919800009001' }, auth);
  return { insid, key };
}

function run(url: string, headers: Record<string, string>, body: string) {
  return autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
}

/** The baseline: the least any accepted send must do, one committed single-row insert. */
async function bareRoute(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  await pool.query(
    'create table if not exists bench_bare (id uuid primary key default gen_random_uuid(), remote text, body text, created_at timestamptz default now())',
  );
  const app = Fastify();
  app.post('/bare', async (request) => {
    const { to, body } = request.body as { to: string; body: string };
    const { rows } = await pool.query('insert into bench_bare (remote, body) values ($1, $2) returning id', [
      to,
      body,
    ]);
    return { id: rows[0].id, status: 'queued' };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/bare`,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}

const db = await database();
const server = await startServer(
  loadConfig({
    ...process.env,
    DATABASE_URL: db.url,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    API_RATE_PER_SECOND: '1000000',
    API_RATE_BURST: '1000000',
    SIM_DELIVERY_DELAY_MS: '0',
    SIM_READ_DELAY_MS: '0',
  }),
);
try {
  const base = server.url.replace('localhost', '127.0.0.1');
  const token = await linkedToken(base);
  const body = JSON.stringify({ to: '919812345678', body: 'benchmark message' });
  const bare = await bareRoute(db.url);
  const baseline = await run(bare.url, {}, body);
  await bare.close();
  const sends = await run(`${base}/api/v1/send/text?insid=${token.insid}`, { key: token.key }, body);

  const line = (name: string, r: autocannon.Result) =>
    `${name.padEnd(22)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   non-2xx ${r.non2xx}   errors ${r.errors}`;
  console.log(
    `\nPOST /send/text, ${CONNECTIONS} connections, ${DURATION_S} s each, one process, sandbox engine, no pacing`,
  );
  console.log(line('bare insert route', baseline));
  console.log(line('send/text (Chatgate)', sends));
  console.log(
    `ratio send/text : bare = ${(sends.requests.average / baseline.requests.average).toFixed(2)}   (target >= 1.5 with p99 <= 10 ms)`,
  );
} finally {
  await server.stop();
  await db.cleanup();
}
