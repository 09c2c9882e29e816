/**
 * npm run bench:api — throughput and latency of POST /api/v1/send/text on one server (sandbox
 * engine, no pacing), beside a bare Fastify route doing one single-row insert, in the same run.
 * Prints accepted sends/s, p50/p99 latency and the ratio to the bare route. Uses the PostgreSQL
 * in TEST_DATABASE_URL (a fresh database) or an embedded one.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { benchDatabase } from './lib/database';
import { linkedToken } from './lib/linked-token';
import { startBenchServer } from './lib/server';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

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

const db = await benchDatabase();
const server = await startBenchServer(db.url);
try {
  const base = server.base;
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
