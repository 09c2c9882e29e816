/**
 * npm run bench:many-tokens — many sandbox tokens on one server process (issue 49): TOKENS (5000)
 * accounts each link their trial token to a virtual phone and send one message (so per-token
 * caches and lanes exist), on a real `main.ts` process. Prints the resident memory per token
 * (settled RSS after a full GC, before and after, less a 20-token warm-up), the process's and
 * PostgreSQL's idle CPU over IDLE_S (30) seconds, then SIGKILLs the process, starts another and
 * prints the time until it holds every token's lease (the sandbox keeps its link in PostgreSQL, so
 * a held lease is a hosted, connected token) and checks each answers `connected`. Goals: at most
 * 100 KiB per token, takeover under 30 s. Uses TEST_DATABASE_URL (a fresh database) or an
 * embedded PostgreSQL.
 */
import type { ChildProcess } from 'node:child_process';
import { gcOnSignalNodeOptions, settledRssKiB } from '../apps/server/resilience/support/load-process-rss';
import { sandboxTokens } from '../apps/server/resilience/support/load-sandbox-tokens';
import { connectDatabase } from '../apps/server/src/db/client';
import { spawnServer } from '../apps/server/test/spawn-server';
import { benchDatabase } from './lib/database';
import { idleCpu } from './lib/idle-cpu';
import { hostIdOf, untilHolding } from './lib/lease-takeover';
import { call, type LinkedToken } from './lib/linked-token';
import { pooled } from './lib/stats';

const TOKENS = Number(process.env.TOKENS ?? 5000);
const IDLE_S = Number(process.env.IDLE_S ?? 30);
const WARM = 20;
const GOAL_KIB_PER_TOKEN = 100;
const GOAL_TAKEOVER_S = 30;
const CONCURRENCY = 16;

type Server = Awaited<ReturnType<typeof spawnServer>>;
const seconds = (fromMs: number) => (performance.now() - fromMs) / 1000;

/** Every token sends one text to the next one's phone; resolves once none is queued any more. */
async function sendOneEach(base: string, tokens: LinkedToken[], pool: import('pg').Pool): Promise<void> {
  await pooled(tokens.length, CONCURRENCY, async (i) => {
    const token = tokens[i] as LinkedToken;
    const to = (tokens[(i + 1) % tokens.length] as LinkedToken).phone;
    await call(base, `/send/text?insid=${token.insid}`, { to, body: 'hello' }, { key: token.key });
  });
  for (;;) {
    const { rows } = await pool.query<{ n: number }>(
      "select count(*)::int as n from messages where status = 'queued'",
    );
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** How many of `tokens` do not answer `connected` on `base`. */
async function notConnected(base: string, tokens: LinkedToken[]): Promise<number> {
  let missing = 0;
  await pooled(tokens.length, CONCURRENCY, async (i) => {
    const token = tokens[i] as LinkedToken;
    const res = await fetch(`${base}/api/v1/instance/state?insid=${token.insid}`, {
      headers: { key: token.key },
    });
    const { state } = (await res.json()) as { state?: string };
    if (state !== 'connected') missing++;
  });
  return missing;
}

function stopNow(server: Server | undefined): Promise<unknown> {
  const child = server?.child as ChildProcess | undefined;
  if (!server || !child || child.exitCode !== null) return Promise.resolve();
  child.kill('SIGKILL');
  return server.exited;
}

async function main() {
  const database = await benchDatabase();
  const handle = connectDatabase(database.url, 4);
  const env = {
    DATABASE_URL: database.url,
    NODE_OPTIONS: gcOnSignalNodeOptions(),
    API_RATE_PER_SECOND: '1000000',
    API_RATE_BURST: '1000000',
    SIM_DELIVERY_DELAY_MS: '0',
    SIM_READ_DELAY_MS: '0',
  };
  let first: Server | undefined;
  let second: Server | undefined;
  try {
    first = await spawnServer(env);
    const warm = await sandboxTokens(first.url, handle.db, {
      prefix: 'warm',
      count: WARM,
      firstPhone: 919700000001,
    });
    await sendOneEach(first.url, warm, handle.pool);
    const rssBefore = await settledRssKiB(first.child);

    const linking = performance.now();
    const tokens = await sandboxTokens(first.url, handle.db, {
      prefix: 'many',
      count: TOKENS,
      firstPhone: 919710000001,
      concurrency: CONCURRENCY,
    });
    const linkS = seconds(linking);
    await sendOneEach(first.url, tokens, handle.pool);
    const rssAfter = await settledRssKiB(first.child);
    const perToken = (rssAfter - rssBefore) / TOKENS;
    const idle = await idleCpu(first.child.pid as number, handle.pool, IDLE_S);
    console.log(`linked ${TOKENS} tokens in ${linkS.toFixed(1)} s, then sent one message from each`);
    console.log(
      `RSS ${(rssBefore / 1024).toFixed(1)} MiB after warm-up, ${(rssAfter / 1024).toFixed(1)} MiB with ${TOKENS} more: ` +
        `${perToken.toFixed(1)} KiB per token`,
    );
    console.log(
      `idle over ${IDLE_S} s with ${TOKENS + WARM} tokens: process ${idle.processPercent.toFixed(2)} % of a core, ` +
        `PostgreSQL ${idle.postgresPercent.toFixed(2)} %`,
    );

    const killed = performance.now();
    await stopNow(first);
    second = await spawnServer(env);
    const startedS = seconds(killed);
    const secondId = await hostIdOf(handle.pool, second.child.pid as number, 30_000);
    const allHeld = await untilHolding(handle.pool, secondId, TOKENS + WARM, 120_000);
    const takeoverS = seconds(killed);
    const missing = await notConnected(second.url, tokens);
    const idleAfter = await idleCpu(second.child.pid as number, handle.pool, IDLE_S);
    console.log(
      `SIGKILL to a new process listening: ${startedS.toFixed(1)} s; to it holding all ${TOKENS + WARM} leases: ` +
        `${allHeld ? `${takeoverS.toFixed(1)} s` : 'NOT WITHIN 120 s'}; not connected afterwards: ${missing}`,
    );
    console.log(
      `idle after the takeover: process ${idleAfter.processPercent.toFixed(2)} % of a core, ` +
        `PostgreSQL ${idleAfter.postgresPercent.toFixed(2)} %`,
    );
    const memoryOk = perToken <= GOAL_KIB_PER_TOKEN;
    const takeoverOk = allHeld && takeoverS < GOAL_TAKEOVER_S && missing === 0;
    console.log(`goal ≤ ${GOAL_KIB_PER_TOKEN} KiB per token: ${memoryOk ? 'met' : 'MISSED'}`);
    console.log(`goal takeover of ${TOKENS} tokens < ${GOAL_TAKEOVER_S} s: ${takeoverOk ? 'met' : 'MISSED'}`);
    if (!memoryOk || !takeoverOk) process.exitCode = 1;
  } catch (error) {
    for (const server of [first, second]) if (server) console.error(server.output().slice(-5_000));
    throw error;
  } finally {
    await stopNow(first);
    await stopNow(second);
    await handle.close();
    await database.cleanup();
  }
}

await main();
