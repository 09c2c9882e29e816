/**
 * npm run bench:baileys-memory — memory per linked device: BENCH_TOKENS (200) tokens linked
 * through the Baileys engine to fake-WhatsApp phones, each with a busy device's signal keys in
 * `wa_auth` (bench/lib/baileys-fleet.ts), resumed by a new engine; then an hour of traffic
 * compressed into BENCH_MINUTES (3): BENCH_MESSAGES_PER_HOUR (120) per session, half received
 * from its contact's phone, half sent to it (each with its sent, delivered and read statuses).
 * Prints RSS and heapUsed (after a full GC) with only the engine and its sessions, after a warm-up
 * (the first tenth of the traffic) and at the end, per session and as the growth ratio; the goal
 * is flat after the warm-up. The fake network forgets what it delivered as it goes, so what grows
 * is ours. Uses the PostgreSQL in TEST_DATABASE_URL (a fresh database) or an embedded one.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { BaileysEngine } from '../apps/server/src/engines/baileys/baileys-engine';
import { keyStoreSize, linkedFleet } from './lib/baileys-fleet';
import { pooled } from './lib/stats';

const TOKENS = Number(process.env.BENCH_TOKENS ?? 200);
const MINUTES = Number(process.env.BENCH_MINUTES ?? 3);
const PER_HOUR = Number(process.env.BENCH_MESSAGES_PER_HOUR ?? 120);
const WARM_UP = 0.1;
const TICKS = 60;

const gc = (globalThis as { gc?: () => void }).gc;

interface Memory {
  rss: number;
  heapUsed: number;
}

async function measured(): Promise<Memory> {
  for (let i = 0; i < 3; i++) {
    gc?.();
    await sleep(50);
  }
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

function report(label: string, m: Memory, base: Memory) {
  console.log(
    `${label.padEnd(10)} rss ${mb(m.rss).padStart(9)}  heapUsed ${mb(m.heapUsed).padStart(9)}   ` +
      `per session: rss ${kb((m.rss - base.rss) / TOKENS).padStart(7)}  heap ${kb((m.heapUsed - base.heapUsed) / TOKENS).padStart(7)}`,
  );
}

async function main() {
  if (!gc) throw new Error('run with node --expose-gc (npm run bench:baileys-memory does)');
  const size = keyStoreSize();
  const fleet = await linkedFleet(TOKENS, size);
  console.log(
    `linked ${TOKENS} tokens (${size.preKeys} pre-keys, ${size.sessions} sessions, ${size.senderKeys} sender keys each; ` +
      `wa_auth ${fleet.authRows} rows, ${fleet.authBytes})`,
  );
  const contacts = fleet.phones.map((_, i) => `9174${String(i + 1).padStart(8, '0')}`);
  for (const contact of contacts) fleet.wa.registerPhone(contact);
  fleet.wa.forgetTraffic();
  const base = await measured();

  const engine = new BaileysEngine(fleet.db, fleet.engineOptions);
  const counted = { received: 0, statuses: 0 };
  engine.on('message', () => counted.received++);
  engine.on('status', () => counted.statuses++);
  const allOpen = new Promise<void>((resolve) => {
    let open = 0;
    engine.on('connected', () => ++open === TOKENS && resolve());
  });
  await engine.recover();
  await allOpen;
  const resumed = await measured();
  report('resumed', resumed, base);

  // Each tick a slice of every session's hour: its contact writes, and it answers.
  const perTick = (PER_HOUR / 2) * (1 / TICKS);
  const tickMs = (MINUTES * 60_000) / TICKS;
  let owed = 0;
  let sent = 0;
  let warm: Memory | undefined;
  const started = performance.now();
  for (let tick = 0; tick < TICKS; tick++) {
    owed += perTick;
    const now = Math.floor(owed);
    owed -= now;
    const tickStarted = performance.now();
    for (let round = 0; round < now; round++) {
      await pooled(TOKENS, 20, async (i) => {
        fleet.wa.phoneSends(contacts[i] as string, fleet.phones[i] as string, `hello ${tick}.${round}`);
        const to = contacts[i] as string;
        await engine.send(fleet.insids[i] as string, {
          id: randomUUID(),
          to,
          kind: 'text',
          body: `re ${tick}`,
        });
        sent++;
      });
    }
    fleet.wa.forgetTraffic();
    await sleep(Math.max(0, tickMs - (performance.now() - tickStarted)));
    if (!warm && tick + 1 >= TICKS * WARM_UP) {
      warm = await measured();
      report('warm-up', warm, base);
    }
  }
  await sleep(500);
  fleet.wa.forgetTraffic();
  const end = await measured();
  report('end', end, base);
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  console.log(
    `traffic: ${sent} sent, ${counted.received} received, ${counted.statuses} statuses in ${minutes} min ` +
      `(${PER_HOUR} messages per session-hour)`,
  );
  if (warm) {
    const ratio = (m: keyof Memory) => (end[m] / warm[m]).toFixed(3);
    const perSession = (m: keyof Memory) => kb((end[m] - warm[m]) / TOKENS);
    console.log(
      `growth from warm-up to end: rss x${ratio('rss')} (${perSession('rss')} per session), ` +
        `heapUsed x${ratio('heapUsed')} (${perSession('heapUsed')} per session)`,
    );
  }
  await engine.close();
  await fleet.cleanup();
}

await main();
