/**
 * npm run bench:baileys-restart — a process restart with many linked devices: BENCH_TOKENS (500)
 * tokens linked through the Baileys engine to fake-WhatsApp phones, each with a busy device's
 * signal keys in `wa_auth` (bench/lib/baileys-fleet.ts), then a new engine resumes them all
 * (`recover`). BENCH_HANG (10) of the devices' first connection hangs (the socket says
 * `connecting`, then nothing), which the session watchdog must find and restart after
 * BENCH_CONNECT_DEADLINE_MS (5000; production: 30 s). Prints time until every session is open,
 * p50/p99 of each session's time from the restart to open and of each connection attempt, the most
 * sockets connecting at once, and how many stuck ones were restarted. Uses the PostgreSQL in
 * TEST_DATABASE_URL (a fresh database) or an embedded one.
 */
import { DisconnectReason } from '@whiskeysockets/baileys';
import { BaileysEngine } from '../apps/server/src/engines/baileys/baileys-engine';
import type { SocketFactory } from '../apps/server/src/engines/baileys/baileys-socket';
import { keyStoreSize, linkedFleet } from './lib/baileys-fleet';
import { percentile } from './lib/stats';

const TOKENS = Number(process.env.BENCH_TOKENS ?? 500);
const HANG = Number(process.env.BENCH_HANG ?? 10);
const DEADLINE_MS = Number(process.env.BENCH_CONNECT_DEADLINE_MS ?? 5000);
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_S ?? 180) * 1000;

/** Counts sockets between their making and their first open or close: connecting at once. */
function connectingMeter(factory: SocketFactory) {
  const meter = { now: 0, max: 0, attemptsMs: [] as number[], timedOut: 0 };
  const metered: SocketFactory = (config) => {
    const socket = factory(config);
    const made = performance.now();
    meter.now++;
    meter.max = Math.max(meter.max, meter.now);
    let done = false;
    socket.ev.on('connection.update', (update) => {
      if (done || (update.connection !== 'open' && update.connection !== 'close')) return;
      done = true;
      meter.now--;
      if (update.connection === 'open') meter.attemptsMs.push(performance.now() - made);
      const code = (update.lastDisconnect?.error as { output?: { statusCode?: number } } | undefined)?.output
        ?.statusCode;
      if (code === DisconnectReason.timedOut) meter.timedOut++;
    });
    return socket;
  };
  return { meter, metered };
}

const ms = (n: number) => `${n.toFixed(0)} ms`;

async function main() {
  const size = keyStoreSize();
  const seeding = performance.now();
  const fleet = await linkedFleet(TOKENS, size);
  console.log(
    `linked ${TOKENS} tokens with ${size.preKeys} pre-keys, ${size.sessions} sessions, ${size.senderKeys} sender keys each: ` +
      `wa_auth ${fleet.authRows} rows, ${fleet.authBytes}, in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  const step = HANG > 0 ? Math.floor(TOKENS / HANG) : 0;
  const hung = new Set(Array.from({ length: HANG }, (_, i) => i * step));
  for (const i of hung) fleet.wa.hangNextConnections(fleet.phones[i] as string, 1);
  const hungInsids = new Set([...hung].map((i) => fleet.insids[i]));

  const { meter, metered } = connectingMeter(fleet.engineOptions.factory);
  const engine = new BaileysEngine(fleet.db, {
    ...fleet.engineOptions,
    factory: metered,
    connectDeadlineMs: DEADLINE_MS,
  });
  const openAt = new Map<string, number>();
  const restart = performance.now();
  const allOpen = new Promise<void>((resolve) => {
    engine.on('connected', ({ insid }) => {
      if (!openAt.has(insid)) openAt.set(insid, performance.now() - restart);
      if (openAt.size === TOKENS) resolve();
    });
  });
  const resumed = await engine.recover();
  const recoverMs = performance.now() - restart;
  const timeout = new Promise<'timeout'>((resolve) =>
    setTimeout(() => resolve('timeout'), TIMEOUT_MS).unref(),
  );
  const outcome = await Promise.race([allOpen, timeout]);
  const totalMs = performance.now() - restart;
  const times = [...openAt.values()];
  const unhung = [...openAt].filter(([insid]) => !hungInsids.has(insid)).map(([, t]) => t);
  const stuck = fleet.wa.sockets.filter((s) => s.hung);

  console.log(`recover() answered ${resumed} in ${ms(recoverMs)}`);
  console.log(
    outcome === 'timeout'
      ? `NOT ALL OPEN: ${openAt.size} of ${TOKENS} after ${ms(totalMs)}`
      : `all ${TOKENS} open after ${ms(totalMs)} (connect deadline ${ms(DEADLINE_MS)}, ${HANG} hung)`,
  );
  console.log(`the ${TOKENS - HANG} not hung open after ${ms(Math.max(...unhung))}`);
  console.log(
    `restart to open per session: p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, ` +
      `max ${ms(Math.max(...times))}`,
  );
  console.log(
    `connection attempt to open: p50 ${ms(percentile(meter.attemptsMs, 50))}, p99 ${ms(percentile(meter.attemptsMs, 99))}`,
  );
  console.log(`most sockets connecting at once: ${meter.max}`);
  console.log(
    `stuck connections restarted: ${stuck.filter((s) => s.state === 'closed').length} of ${stuck.length} hung ` +
      `(${meter.timedOut} closed as timed out)`,
  );
  await engine.close();
  await fleet.cleanup();
  if (outcome === 'timeout') process.exitCode = 1;
}

await main();
