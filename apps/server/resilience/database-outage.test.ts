import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GenericMessages } from '@chatgate/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../src/db/client';
import { sqlArray } from '../src/db/sql-array';
import { spawnServer } from '../test/spawn-server';
import { recordFigure } from './figures';
import { type LoadCall, steadyApiLoad } from './support/api-load';
import { ownedPostgres } from './support/owned-postgres';
import { type SandboxAccount, sandboxAccount } from './support/sandbox-account';
import { contact, sendText } from './support/send-text';
import { type SpawnedServer, stopServer } from './support/server-stop';
import { type TimedCall, timedCall } from './support/timed-call';

const OUTAGE_MS = Number(process.env.DB_OUTAGE_SECONDS ?? 20) * 1000;
const CLIENTS = 6;
/** An answer slower than this while the database is down counts as a hang. */
const ANSWER_LIMIT_MS = 5_000;
const RECOVERY_LIMIT_MS = 30_000;
const BACKLOG_PER_TOKEN = 60;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls /health every 250 ms until stopped. */
function watchHealth(base: string) {
  const answers: Array<TimedCall & { startedAt: number }> = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const startedAt = Date.now();
      answers.push({ ...(await timedCall(`${base}/api/v1/health`, {}, 10_000)), startedAt });
      await sleep(250);
    }
  })();
  return {
    answers,
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

const brief = (c: TimedCall & { kind?: string }) =>
  `${c.kind ?? 'health'} ${c.status ?? c.error} in ${Math.round(c.ms)} ms: ${JSON.stringify(c.body)}`;

describe('a database outage', () => {
  it(`PostgreSQL stopped for ${OUTAGE_MS / 1000} s under load: quick 503s, no crash, recovery by itself`, async () => {
    const postgres = await ownedPostgres();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'chatgate-outage-'));
    let server: SpawnedServer | undefined;
    let handle: DatabaseHandle | undefined;
    try {
      server = await spawnServer({
        DATABASE_URL: postgres.url,
        DATA_DIR: dataDir,
        SIM_DELIVERY_DELAY_MS: '0',
        SIM_READ_DELAY_MS: '0',
        // Paced, so messages accepted before the outage are still queued when it begins.
        SEND_DELAY_MIN_MS: '100',
        SEND_DELAY_MAX_MS: '100',
        API_RATE_PER_SECOND: '100000',
        API_RATE_BURST: '100000',
      });
      const live = server;
      let exitedAt: number | null = null;
      void live.exited.then(() => {
        exitedAt = Date.now();
      });
      handle = connectDatabase(postgres.url, 2);
      const db = handle.db;
      const number = async (query: SQL) => ((await db.execute(query)).rows[0] as { n: number }).n;
      const accounts: SandboxAccount[] = [
        await sandboxAccount(live.url, 'outage0', '919876500010'),
        await sandboxAccount(live.url, 'outage1', '919876500011'),
      ];

      const backlog: string[] = [];
      for (const [t, account] of accounts.entries()) {
        for (let i = 0; i < BACKLOG_PER_TOKEN; i++) {
          const answer = await sendText(live.url, account, {
            to: contact(t * 1000 + i),
            body: `backlog ${i}`,
          });
          expect(answer.status).toBe(202);
          backlog.push(answer.body.id as string);
        }
      }
      const load = steadyApiLoad(live.url, accounts, { clients: CLIENTS, timeoutMs: 15_000, pauseMs: 50 });
      const health = watchHealth(live.url);
      await sleep(2_000);
      const queuedAtOutage = await number(
        sql`select count(*)::int as n from messages where id = any(${sqlArray(backlog)}::uuid[]) and status = 'queued'`,
      );

      await postgres.stop();
      const downAt = Date.now();
      await sleep(OUTAGE_MS);
      const startingAt = Date.now();
      await postgres.start();
      const upAt = Date.now();
      const firstAcceptedAfter = () =>
        load.calls.find((c) => c.kind === 'send' && c.status === 202 && c.startedAt >= upAt);
      await expect.poll(firstAcceptedAfter, { timeout: RECOVERY_LIMIT_MS, interval: 100 }).toBeDefined();
      const recovered = firstAcceptedAfter() as LoadCall;
      const recoveredAt = recovered.startedAt + recovered.ms;
      await sleep(3_000);
      await load.stop();
      await health.stop();

      expect(exitedAt, live.output().slice(-5_000)).toBeNull();
      expect(live.child.exitCode).toBeNull();
      // No call went unanswered, and none failed with anything but 503 (not a 500, not a hang).
      expect(load.calls.filter((c) => c.status === null).map(brief)).toEqual([]);
      expect(load.calls.filter((c) => c.status !== 503 && (c.status ?? 0) >= 300).map(brief)).toEqual([]);
      // While the database is down: each call answered quickly with a clear 503.
      const duringOutage = load.calls.filter((c) => c.startedAt >= downAt && c.startedAt < startingAt);
      expect(duringOutage.length).toBeGreaterThan(CLIENTS * 10);
      const unclear = duringOutage.filter(
        (c) =>
          c.status !== 503 ||
          c.ms >= ANSWER_LIMIT_MS ||
          c.body.message !== GenericMessages.databaseUnavailable ||
          c.body.code !== 'SERVICE_UNAVAILABLE' ||
          !c.retryAfter,
      );
      expect(unclear.map(brief)).toEqual([]);
      const healthDuringOutage = health.answers.filter(
        (c) => c.startedAt >= downAt && c.startedAt < startingAt,
      );
      expect(healthDuringOutage.length).toBeGreaterThan(10);
      expect(
        healthDuringOutage.filter((c) => c.status !== 503 || c.ms >= ANSWER_LIMIT_MS).map(brief),
      ).toEqual([]);
      // Recovered by itself: a second after the first accepted send, every call succeeds again.
      expect(recoveredAt - upAt).toBeLessThan(RECOVERY_LIMIT_MS);
      const afterRecovery = load.calls.filter((c) => c.startedAt >= recoveredAt + 1_000);
      expect(afterRecovery.length).toBeGreaterThan(0);
      expect(afterRecovery.filter((c) => (c.status ?? 0) >= 300).map(brief)).toEqual([]);
      expect((await timedCall(`${live.url}/api/v1/health`, {})).status).toBe(200);

      // Every message accepted, before or around the outage, is sent.
      const accepted = [...backlog, ...load.accepted];
      await expect
        .poll(
          () =>
            number(sql`select count(*)::int as n from messages
              where id = any(${sqlArray(accepted)}::uuid[]) and status in ('sent', 'delivered', 'read')`),
          { timeout: 60_000, interval: 500 },
        )
        .toBe(accepted.length);
      expect(live.child.exitCode).toBeNull();

      const maxLatency = Math.max(...duringOutage.map((c) => c.ms), ...healthDuringOutage.map((c) => c.ms));
      recordFigure('database outage: length', (startingAt - downAt) / 1000, 's');
      recordFigure('database outage: API calls answered 503 meanwhile', duringOutage.length, 'calls');
      recordFigure('database outage: slowest answer meanwhile', maxLatency, 'ms');
      recordFigure('database outage: backlog queued when it stopped', queuedAtOutage, 'messages');
      recordFigure(
        'database outage: time to accept sends after it returned',
        (recoveredAt - upAt) / 1000,
        's',
      );
    } catch (error) {
      if (server) console.error(`server log:\n${server.output().slice(-10_000)}`);
      throw error;
    } finally {
      await stopServer(server);
      await handle?.close();
      await postgres.remove();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
