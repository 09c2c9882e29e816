import { GenericMessages } from '@chatgate/contracts';
import { describe, expect, it } from 'vitest';
import { recordFigure } from './figures';
import { type LoadCall, steadyApiLoad } from './support/api-load';
import { watchHealth } from './support/health-watch';
import { withOutageRun } from './support/outage-run';
import { brief, timedCall } from './support/timed-call';

const OUTAGE_MS = Number(process.env.DB_OUTAGE_SECONDS ?? 20) * 1000;
const CLIENTS = 6;
/** An answer slower than this while the database is down counts as a hang. */
const ANSWER_LIMIT_MS = 5_000;
const RECOVERY_LIMIT_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a database outage', () => {
  it(`PostgreSQL stopped for ${OUTAGE_MS / 1000} s under load: quick 503s, no crash, recovery by itself`, async () => {
    await withOutageRun('outage', async ({ postgres, server: live, accounts, backlog, ...run }) => {
      const load = steadyApiLoad(live.url, accounts, { clients: CLIENTS, timeoutMs: 15_000, pauseMs: 50 });
      const health = watchHealth(live.url);
      await sleep(2_000);
      const queuedAtOutage = await run.queued(backlog);

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

      expect(run.exitedAt(), live.output().slice(-5_000)).toBeNull();
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
      await run.expectAllSent([...backlog, ...load.accepted]);
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
    });
  });
});
