/**
 * npm run bench:api — throughput and latency of POST /api/v1/send/text on one server (sandbox
 * engine, no pacing) beside a bare Fastify route doing one single-row insert, in the same run.
 * Each server runs in a process of its own, as deployed, on a fresh database, with autocannon in
 * this process. Prints accepted sends/s, p50/p99 latency, the ratio to the bare route, the CPU
 * each request cost the server process and PostgreSQL, and how many of the accepted messages the
 * sender got out during the run, and how long it took to send the rest after it. A route that
 * answers the same JSON with no database at all shows the machine's ceiling: its p99 is the least
 * any route can have under this load here. The same sends through the Green-API-compatible path
 * (sendMessage, issue 46) show what its translation costs against send/text. Each server
 * first takes the same load for a warm-up (JIT, pools, caches) and its database is analyzed, as
 * autovacuum keeps a running deployment's tables, before the measured run. All of it is repeated
 * for BENCH_ROUNDS rounds (3), and the verdict takes the medians. Uses the PostgreSQL in
 * TEST_DATABASE_URL or an embedded one.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { benchDatabase } from './lib/database';
import { linkedToken } from './lib/linked-token';
import { cpuMeter } from './lib/process-cpu';
import { spawnTarget } from './lib/spawn-target';
import { percentile } from './lib/stats';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const TARGET = { ratio: 1.5, p99: 10 };
const BODY = JSON.stringify({ to: '919812345678', body: 'benchmark message' });
/** The same message through the Green-API-compatible path (its sendMessage). */
const GREEN_BODY = JSON.stringify({ chatId: '919812345678@c.us', message: 'benchmark message' });
/** Green-API's translation may cost at most a tenth of send/text's throughput (issue 46). */
const GREEN_TARGET = 0.9;

interface Measured {
  result: autocannon.Result;
  /** CPU microseconds per request in the server process and in PostgreSQL. */
  serverUs: number;
  postgresUs: number;
  /** Messages that went past "queued" during the measured run (Chatgate only). */
  sent?: number;
  /**
   * With the sender: messages still queued when the run ended, and the seconds the sender took to
   * send them (`emptied` false: still not all sent when the wait gave up).
   */
  backlog?: { left: number; seconds: number; emptied: boolean };
}

const sendLoad = (url: string, headers: Record<string, string>, duration: number) =>
  autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration,
    headers: { 'content-type': 'application/json', ...headers },
    body: url.includes('/waInstance') ? GREEN_BODY : BODY,
  });

/**
 * The same load as the measured run, then an analyze of the server's database, if it has one: the
 * tables grew from empty meanwhile, and a running deployment has autovacuum's statistics (a fresh
 * database has none for a minute, which changes the plans of the status updates).
 */
async function warmUp(url: string, headers: Record<string, string>, databaseUrl?: string): Promise<void> {
  if (WARMUP_S > 0) await sendLoad(url, headers, WARMUP_S);
  if (databaseUrl) await query(databaseUrl, 'analyze');
}

async function measure(url: string, headers: Record<string, string>, pid: number): Promise<Measured> {
  const meter = cpuMeter([pid], 'postgres');
  meter.start();
  const result = await sendLoad(url, headers, DURATION_S);
  const cpu = meter.stop();
  const perRequest = (seconds: number) => (seconds * 1e6) / Math.max(1, result.requests.total);
  return { result, serverUs: perRequest(cpu.own), postgresUs: perRequest(cpu.named) };
}

async function query(databaseUrl: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

async function countOutbound(databaseUrl: string, queued: boolean): Promise<number> {
  const { rows } = await query(
    databaseUrl,
    `select count(*)::int as n from messages where direction = 'out' and (status = 'queued') = ${queued}`,
  );
  return rows[0].n as number;
}

const sentSoFar = (databaseUrl: string) => countOutbound(databaseUrl, false);

const BACKLOG_WAIT_MS = 300_000;

/** Waits (up to BACKLOG_WAIT_MS) until the sender has sent every queued message. */
async function backlogAfterRun(databaseUrl: string): Promise<NonNullable<Measured['backlog']>> {
  const started = Date.now();
  const left = await countOutbound(databaseUrl, true);
  let emptied = left === 0;
  while (!emptied && Date.now() - started < BACKLOG_WAIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    emptied = (await countOutbound(databaseUrl, true)) === 0;
  }
  return { left, seconds: (Date.now() - started) / 1000, emptied };
}

/** The machine's ceiling: the same HTTP load on a route without a database. */
async function noDatabase(): Promise<Measured> {
  const server = await spawnTarget('no-database');
  try {
    const url = `${server.url}/no-database`;
    await warmUp(url, {});
    return await measure(url, {}, server.pid);
  } finally {
    await server.stop();
  }
}

async function bare(): Promise<Measured> {
  const db = await benchDatabase();
  const server = await spawnTarget('bare', db.url);
  try {
    const url = `${server.url}/bare`;
    await warmUp(url, {}, db.url);
    return await measure(url, {}, server.pid);
  } finally {
    await server.stop();
    await db.cleanup();
  }
}

/**
 * Chatgate with `role`: `all` hosts the API and the sender, `api` only accepts. `green`: the
 * sends go to Green-API's sendMessage (/waInstance{id}/sendMessage/{key}) instead of send/text.
 */
async function chatgate(role: 'all' | 'api', green = false): Promise<Measured> {
  const db = await benchDatabase();
  const server = await spawnTarget('chatgate', db.url, { ROLE: role });
  try {
    const token = await linkedToken(server.url);
    const url = green
      ? `${server.url}/waInstance${token.insid}/sendMessage/${token.key}`
      : `${server.url}/api/v1/send/text?insid=${token.insid}`;
    const headers: Record<string, string> = green ? {} : { key: token.key };
    await warmUp(url, headers, db.url);
    const sentBefore = await sentSoFar(db.url);
    const measured = await measure(url, headers, server.pid);
    const sent = (await sentSoFar(db.url)) - sentBefore;
    return { ...measured, sent, ...(role === 'all' && { backlog: await backlogAfterRun(db.url) }) };
  } finally {
    await server.stop();
    await db.cleanup();
  }
}

const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));

interface Round {
  ceiling: Measured;
  bare: Measured;
  all: Measured;
  api: Measured;
  green: Measured;
}

const line = (name: string, m: Measured) => {
  const r = m.result;
  const sent = m.sent === undefined ? '' : `   sent during the run ${m.sent}`;
  const backlog = !m.backlog
    ? ''
    : m.backlog.emptied
      ? `, the ${m.backlog.left} still queued at its end in ${m.backlog.seconds.toFixed(1)} s after it`
      : `, of the ${m.backlog.left} still queued at its end some were not sent ${m.backlog.seconds.toFixed(0)} s after it`;
  return (
    `${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(3)} ms   ` +
    `p99 ${String(r.latency.p99).padStart(3)} ms   CPU/request: server ${m.serverUs.toFixed(0).padStart(3)} µs, ` +
    `PostgreSQL ${m.postgresUs.toFixed(0).padStart(3)} µs   non-2xx ${r.non2xx}, errors ${r.errors}${sent}${backlog}`
  );
};

/** Throughput against the bare route of the same round (the machine's speed drifts between rounds). */
const ratio = (round: Round, m: Measured) => m.result.requests.average / round.bare.result.requests.average;
const median = (values: number[]) => percentile(values, 50);
const listed = (values: number[], digits: number) => values.map((v) => v.toFixed(digits)).join(', ');

console.log(
  `\nPOST /send/text, ${CONNECTIONS} connections, ${DURATION_S} s each after a ${WARMUP_S} s warm-up and an analyze, ` +
    `each server in its own process on a fresh database, sandbox engine, no pacing; ${ROUNDS} round(s)`,
);
const rounds: Round[] = [];
for (let i = 1; i <= ROUNDS; i++) {
  const round = {
    ceiling: await noDatabase(),
    bare: await bare(),
    all: await chatgate('all'),
    api: await chatgate('api'),
    green: await chatgate('all', true),
  };
  rounds.push(round);
  console.log(`round ${i}`);
  console.log(line('no-database route (the ceiling)', round.ceiling));
  console.log(line('bare insert route', round.bare));
  console.log(line('send/text, API + sender (ROLE=all)', round.all));
  console.log(line('send/text, API only (ROLE=api)', round.api));
  console.log(line('Green-API sendMessage (ROLE=all)', round.green));
}

// A single run swings by a fifth on this kind of machine (docs/performance-history.md): the verdict takes
// the median of the rounds' ratios and p99s.
const withSender = rounds.map((round) => ratio(round, round.all));
const apiOnly = rounds.map((round) => ratio(round, round.api));
const p99s = rounds.map((round) => round.all.result.latency.p99);
const ceilingP99s = rounds.map((round) => round.ceiling.result.latency.p99);
const pass = median(withSender) >= TARGET.ratio && median(p99s) <= TARGET.p99;
console.log(
  `ratio send/text : bare, median of ${ROUNDS}: ${median(withSender).toFixed(2)} with the sender ` +
    `(${listed(withSender, 2)}), ${median(apiOnly).toFixed(2)} API only (${listed(apiOnly, 2)}); ` +
    `p99 with the sender ${median(p99s)} ms (${listed(p99s, 0)})   ` +
    `(target >= ${TARGET.ratio} with p99 <= ${TARGET.p99} ms: ${pass ? 'PASS' : 'MISS'})`,
);
console.log(
  `the machine's ceiling, a route with no database: p99 ${median(ceilingP99s)} ms (${listed(ceilingP99s, 0)})` +
    (median(ceilingP99s) > TARGET.p99
      ? `, over the ${TARGET.p99} ms target: no route that stores anything can meet the p99 on this machine now`
      : ''),
);
const green = rounds.map((round) => round.green.result.requests.average / round.all.result.requests.average);
console.log(
  `ratio Green-API sendMessage : send/text (both with the sender), median of ${ROUNDS}: ${median(green).toFixed(2)} ` +
    `(${listed(green, 2)})   (target >= ${GREEN_TARGET}: ${median(green) >= GREEN_TARGET ? 'PASS' : 'MISS'})`,
);
