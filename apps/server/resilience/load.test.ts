import autocannon from 'autocannon';
import { describe, expect, it } from 'vitest';
import { call, linkedToken } from '../../../bench/lib/linked-token';
import type { DatabaseHandle } from '../src/db/client';
import { recordFigure } from './figures';
import { mapLimit } from './support/load-map-limit';
import { type LoadClient, mixedRequests } from './support/load-mix';
import { gcOnSignalNodeOptions, settledRssKiB } from './support/load-process-rss';
import { sandboxTokens } from './support/load-sandbox-tokens';
import { withLoadServer } from './support/load-server';
import { problemsLogged } from './support/load-server-log';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 200);
const USERS = 10;
const TOKENS = 500;
/** How long accepted sends may take to leave 'queued' once the load stops. */
const DRAIN_MS = (2 * SECONDS + 30) * 1000;
const MAX_RSS_PER_TOKEN_KIB = 2048;

const count = async (database: DatabaseHandle, text: string, values: unknown[] = []) =>
  ((await database.pool.query<{ n: number }>(text, values)).rows[0] as { n: number }).n;

async function waitUntilNoneQueued(database: DatabaseHandle, timeoutMs: number): Promise<number> {
  const started = Date.now();
  await expect
    .poll(() => count(database, "select count(*)::int as n from messages where status = 'queued'"), {
      timeout: timeoutMs,
      interval: 250,
    })
    .toBe(0);
  return Date.now() - started;
}

/** Not a failure by itself (the server carries on), but printed and counted so it is seen. */
function reportProblemsLogged(test: string, output: string): void {
  const problems = problemsLogged(output);
  for (const problem of problems.slice(0, 20)) console.log(`server logged: ${problem}`);
  recordFigure(`${test}: server log lines at warn or above`, problems.length, 'lines');
}

async function expectAlive(server: { url: string; child: { exitCode: number | null } }) {
  expect(server.child.exitCode).toBeNull();
  expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
}

async function tokenState(base: string, token: { insid: string; key: string }): Promise<string> {
  const res = await fetch(`${base}/api/v1/instance/state?insid=${token.insid}`, {
    headers: { key: token.key },
  });
  return ((await res.json()) as { state: string }).state;
}

describe('load on one server process', () => {
  it(`${CLIENTS} concurrent API clients for ${SECONDS} s on one process: zero 5xx, p99 latency printed`, async () => {
    // 1,000 calls a second per key: far above what a customer's code needs, low enough to stay a limit.
    const env = { API_RATE_PER_SECOND: '1000', API_RATE_BURST: '2000' };
    await withLoadServer(env, async (server, database) => {
      const clients: LoadClient[] = [];
      for (let n = 1; n <= USERS; n++) {
        const token = await linkedToken(server.url, n, String(919800009000 + n));
        await expect.poll(() => tokenState(server.url, token)).toBe('connected');
        const uuid = (await call(server.url, '/auth/fetchUser', {}, token.auth)).uuid as string;
        clients.push({ ...token, uuid });
      }
      const { requests, tally } = mixedRequests(clients);

      const result = await autocannon({ url: server.url, connections: CLIENTS, duration: SECONDS, requests });

      console.log(`responses by kind and status: ${JSON.stringify(tally.byKind)}`);
      const rateLimited = result.statusCodeStats?.['429']?.count ?? 0;
      recordFigure('load: requests/s (mixed API, one process)', result.requests.average, 'req/s');
      recordFigure('load: latency p50', result.latency.p50, 'ms');
      recordFigure('load: latency p99', result.latency.p99, 'ms');
      recordFigure('load: latency max', result.latency.max, 'ms');
      recordFigure('load: 5xx responses', result['5xx'], 'responses');
      recordFigure('load: 429 responses', rateLimited, 'responses');

      expect(result['5xx']).toBe(0);
      expect(result.errors).toBe(0);
      expect(result.timeouts).toBe(0);
      // Anything but success or a rate-limit refusal is a bug in the server or in the mix.
      for (const [kind, statuses] of Object.entries(tally.byKind)) {
        const unexpected = Object.keys(statuses).filter((s) => !/^2\d\d$/.test(s) && s !== '429');
        expect(unexpected, `${kind}: ${JSON.stringify(statuses)}`).toEqual([]);
      }
      expect(tally.acceptedIds.length).toBeGreaterThan(SECONDS * 10);
      await expectAlive(server);

      const drainedMs = await waitUntilNoneQueued(database, DRAIN_MS);
      recordFigure('load: time for the accepted backlog to leave queued', drainedMs, 'ms');
      const sent = await count(
        database,
        "select count(*)::int as n from messages where id = any($1::uuid[]) and status in ('sent', 'delivered', 'read')",
        [tally.acceptedIds],
      );
      expect(sent).toBe(tally.acceptedIds.length);
      await expectAlive(server);
      reportProblemsLogged('load', server.output());
    });
  });

  it(`${TOKENS} sandbox tokens connected on one process: RSS per token printed`, async () => {
    await withLoadServer({ NODE_OPTIONS: gcOnSignalNodeOptions() }, async (server, database) => {
      expect(server.output()).toContain('load-gc-on-signal');
      const sendOneEach = (tokens: Array<{ insid: string; key: string; phone: string }>) =>
        mapLimit(tokens, 16, (token, i) => {
          const to = (tokens[(i + 1) % tokens.length] as { phone: string }).phone;
          return call(
            server.url,
            `/send/text?insid=${token.insid}`,
            { to, body: 'hello' },
            { key: token.key },
          );
        });

      // Warm-up: the same paths once, so the baseline already holds compiled code and full pools.
      const warm = await sandboxTokens(server.url, database.db, {
        prefix: 'warm',
        count: 20,
        firstPhone: 919700000001,
      });
      await sendOneEach(warm);
      await waitUntilNoneQueued(database, 30_000);
      const before = await settledRssKiB(server.child);

      const tokens = await sandboxTokens(server.url, database.db, {
        prefix: 'load',
        count: TOKENS,
        firstPhone: 919710000001,
      });
      await sendOneEach(tokens);
      await waitUntilNoneQueued(database, 60_000);
      expect(
        await count(
          database,
          "select count(*)::int as n from messages where direction = 'out' and status in ('sent', 'delivered', 'read')",
        ),
      ).toBe(TOKENS + warm.length);
      const states = await mapLimit(tokens, 16, (token) => tokenState(server.url, token));
      expect(states.filter((s) => s !== 'connected')).toEqual([]);
      expect(await count(database, 'select count(*)::int as n from instances where authenticated')).toBe(
        TOKENS + warm.length,
      );
      const after = await settledRssKiB(server.child);

      const perToken = (after - before) / TOKENS;
      recordFigure('tokens: server RSS before (after warm-up)', before / 1024, 'MiB');
      recordFigure(`tokens: server RSS with ${TOKENS} more connected`, after / 1024, 'MiB');
      recordFigure('tokens: RSS per connected token', perToken, 'KiB');
      reportProblemsLogged('tokens', server.output());
      expect(perToken).toBeLessThan(MAX_RSS_PER_TOKEN_KIB);
      await expectAlive(server);
    });
  });
});
