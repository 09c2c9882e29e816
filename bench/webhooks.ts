/**
 * npm run bench:webhooks — webhook delivery on one server process (sandbox engine, no delays):
 * the latency from a simulated incoming message to its webhook request arriving at a local
 * receiver, and deliveries per second, to one token and spread over many. Incoming messages come
 * through the sandbox API (the whole simulated path) or as the server records an engine's
 * `message` event (in-process); a backlog committed at once measures the deliverer alone. Every
 * run checks that each event arrived exactly once with a valid signature. Uses the PostgreSQL in
 * TEST_DATABASE_URL (a fresh database) or an embedded one.
 */
import { connectDatabase } from '../apps/server/src/db/client';
import { benchDatabase } from './lib/database';
import { viaEngineEvent, viaSandbox } from './lib/incoming';
import { startReceiver } from './lib/receiver';
import { startBenchServer } from './lib/server';
import { percentile } from './lib/stats';
import { type Subscriber, subscribe } from './lib/subscriber';
import { backlog, burst, latency } from './lib/webhook-load';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10_000);
const TOKENS = Number(process.env.BENCH_TOKENS ?? 20);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 500);
const WARMUP = 50;
/** Incoming messages in flight at once during a burst. */
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 64);
const TARGET = { p50: 20, p99: 100, perSecond: 2000 };

const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
const ms = (n: number) => `${n.toFixed(1).padStart(6)} ms`;

function report(name: string, r: Awaited<ReturnType<typeof backlog>> & { incomingPerSecond?: number }) {
  const incoming = r.incomingPerSecond ? `; incoming taken ${r.incomingPerSecond.toFixed(0)}/s` : '';
  const once = r.exactlyOnce
    ? 'yes'
    : `NO (${r.missing} missing, ${r.duplicates} duplicates, ${r.badSignatures} bad signatures)`;
  console.log(
    `${name.padEnd(24)} ${r.perSecond.toFixed(0).padStart(6)} deliveries/s  ${verdict(r.perSecond >= TARGET.perSecond)}   ` +
      `(${r.received} in ${r.seconds.toFixed(2)} s${incoming})   exactly once, signed: ${once}`,
  );
}

const db = await benchDatabase();
const server = await startBenchServer(db.url, { WEBHOOK_ALLOW_PRIVATE: 'true' });
const receiver = await startReceiver();
// The engine path records with a pool of its own, as large as the server's.
const engineDb = connectDatabase(db.url, server.config.DB_POOL_MAX);
try {
  const subscribers: Subscriber[] = [];
  for (let i = 0; i < TOKENS; i++) subscribers.push(await subscribe(server.base, receiver, i));
  const one = [subscribers[0] as Subscriber];
  const sandbox = viaSandbox(server.base);
  const { wakeUps } = server.runtime;
  const engine = viaEngineEvent(engineDb.db, wakeUps);

  const { total, fromCommit } = await latency(
    wakeUps,
    sandbox,
    one[0] as Subscriber,
    receiver,
    WARMUP,
    SAMPLES,
  );
  const p50 = percentile(total, 50);
  const p99 = percentile(total, 99);
  console.log('\nWebhooks, one process, sandbox engine, receiver on 127.0.0.1 answering 200 at once');
  console.log(
    `latency, ${SAMPLES} incoming messages one at a time through the sandbox API: p50 ${ms(p50)}   ` +
      `p95 ${ms(percentile(total, 95))}   p99 ${ms(p99)}   max ${ms(Math.max(...total))}   ` +
      `target p50 <= ${TARGET.p50} ms ${verdict(p50 <= TARGET.p50)}, p99 <= ${TARGET.p99} ms ${verdict(p99 <= TARGET.p99)}`,
  );
  console.log(
    `  of which from the event's commit to the request: p50 ${ms(percentile(fromCommit, 50))}   p99 ${ms(percentile(fromCommit, 99))}`,
  );
  console.log(
    `deliveries of ${MESSAGES} events, target >= ${TARGET.perSecond}/s; bursts keep ${IN_FLIGHT} incoming messages in flight`,
  );
  for (const [name, tokens] of [
    ['1 token', one],
    [`${TOKENS} tokens`, subscribers],
  ] as const) {
    report(`sandbox API, ${name}`, await burst(sandbox, tokens, receiver, MESSAGES, IN_FLIGHT));
    report(`engine event, ${name}`, await burst(engine, tokens, receiver, MESSAGES, IN_FLIGHT));
    report(`backlog, ${name}`, await backlog(wakeUps, db.url, tokens, receiver, MESSAGES));
  }
} finally {
  await engineDb.close();
  await receiver.close();
  await server.stop();
  await db.cleanup();
}
