/**
 * npm run bench:growth — does each hot path cost the same on a large deployment as on a small
 * one? Seeds two fresh databases by set-based SQL (GROWTH_SMALL_MESSAGES, 100,000, and
 * GROWTH_LARGE_MESSAGES, 10,000,000 messages, with their chats, events, webhook deliveries — a
 * tenth of the events still due — API log lines and receipts, over GROWTH_TOKENS tokens of
 * GROWTH_USERS users), starts the whole server in this process on each (ROLE=api: no sender nor
 * deliverer working the seeded backlog) and times, one call at a time, a signed-up token's API
 * calls and its owner's dashboard pages over HTTP, the webhook deliverer's lease query and one
 * retention run, through the real code. Prints p50/p99 at both sizes and their ratio (flat: at
 * or under 1.5), then EXPLAIN (ANALYZE, BUFFERS) of each statement the figures sent at the large
 * size. Uses the PostgreSQL in TEST_DATABASE_URL (or an embedded one) and drops its databases.
 */
import { connectDatabase } from '../apps/server/src/db/client';
import { benchDatabase } from './lib/database';
import { type Figure, growthFigures } from './lib/growth-figures';
import { FLAT, printPlans, printRatios, type Timing } from './lib/growth-report';
import { type GrowthSize, seedGrowth } from './lib/growth-seed';
import { linkedToken } from './lib/linked-token';
import { explainWork, type PlanSummary } from './lib/query-capture';
import { startBenchServer } from './lib/server';
import { percentile } from './lib/stats';

const size = (messages: number): GrowthSize => ({
  messages,
  users: Number(process.env.GROWTH_USERS ?? 1000),
  tokens: Number(process.env.GROWTH_TOKENS ?? 10_000),
  expired: Number(process.env.GROWTH_EXPIRED ?? 10_000),
});
const SMALL = size(Number(process.env.GROWTH_SMALL_MESSAGES ?? 100_000));
const LARGE = size(Number(process.env.GROWTH_LARGE_MESSAGES ?? 10_000_000));
const REQUESTS = Number(process.env.GROWTH_REQUESTS ?? 200);
const WARMUP = Number(process.env.GROWTH_WARMUP ?? 20);

/** Times each call; the first that fails (a statement timeout's 503) ends the figure, which is then `failed`. */
async function timeFigure(figure: Figure): Promise<Timing> {
  const times: number[] = [];
  const rounds = figure.once ? 1 : WARMUP + REQUESTS;
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    try {
      await figure.run();
    } catch (error) {
      const after = `after ${((performance.now() - started) / 1000).toFixed(1)} s`;
      return { p50: Number.NaN, p99: Number.NaN, failed: `${String(error).slice(0, 120)} (${after})` };
    }
    const elapsed = performance.now() - started;
    await figure.undo?.();
    if (figure.once || i >= WARMUP) times.push(elapsed);
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

interface SizeResult {
  timings: Map<string, Timing>;
  plans: Map<string, PlanSummary[]>;
  names: string[];
}

/** Seeds a fresh database at `size`, times every figure on it, and explains them when `explained`. */
async function measureAt(label: string, size: GrowthSize, explained: boolean): Promise<SizeResult> {
  const database = await benchDatabase();
  try {
    // The token is signed up and linked first; the server is started again on the seeded
    // database, so nothing it holds in memory predates the rows.
    const first = await startBenchServer(database.url, { ROLE: 'api' });
    const token = await linkedToken(first.base).finally(() => first.stop());
    const handle = connectDatabase(database.url, 2);
    try {
      const owner = await handle.pool.query<{ user_id: string }>(
        'select user_id from instances where id = $1',
        [token.insid],
      );
      console.log(
        `\n${label}: seeding ${size.messages} messages, ${size.tokens} tokens, ${size.users} users`,
      );
      const seconds = await seedGrowth(database.url, size, {
        insid: token.insid,
        userId: owner.rows[0]?.user_id ?? '',
      });
      console.log(`${label}: seeded in ${seconds.toFixed(1)} s`);
      const server = await startBenchServer(database.url, { ROLE: 'api' });
      try {
        const figures = await growthFigures(server, token, handle.db);
        const timings = new Map<string, Timing>();
        const plans = new Map<string, PlanSummary[]>();
        for (const figure of figures) {
          if (!explained) {
            timings.set(figure.name, await timeFigure(figure));
          } else if (figure.once) {
            // What runs once is explained from its timed run (after it: its plan, on what it left).
            plans.set(
              figure.name,
              await explainWork(database.url, async () => {
                timings.set(figure.name, await timeFigure(figure));
              }),
            );
          } else {
            plans.set(
              figure.name,
              await explainWork(database.url, () => timeFigure({ ...figure, once: true })),
            );
            timings.set(figure.name, await timeFigure(figure));
          }
        }
        return { timings, plans, names: figures.map((f) => f.name) };
      } finally {
        await server.stop();
      }
    } finally {
      await handle.pool.end();
    }
  } finally {
    await database.cleanup();
  }
}

console.log(
  `bench:growth — ${SMALL.messages} against ${LARGE.messages} messages, ${REQUESTS} calls a figure after ${WARMUP} warm-up calls, one at a time`,
);
const small = await measureAt('small', SMALL, false);
const large = await measureAt('large', LARGE, true);
const over = printRatios(small.names, small.timings, large.timings, [
  `${SMALL.messages}`,
  `${LARGE.messages}`,
]);
printPlans(large.plans);
console.log(
  over.length === 0
    ? `\nEvery ratio is at or under ${FLAT}: flat.`
    : `\nOver ${FLAT} (not flat): ${over.join('; ')}`,
);
process.exit(0);
