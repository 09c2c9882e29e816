import { GenericMessages } from '@chatgate/contracts';
import { describe, expect, it } from 'vitest';
import { recordFigure } from './figures';
import { loadThroughFault } from './support/load-through-fault';
import { withOutageRun } from './support/outage-run';
import { brief } from './support/timed-call';

const OUTAGE_MS = Number(process.env.DB_OUTAGE_SECONDS ?? 20) * 1000;
const CLIENTS = 6;
/** An answer slower than this while the database is down counts as a hang. */
const ANSWER_LIMIT_MS = 5_000;
const RECOVERY_LIMIT_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a database outage', () => {
  it(`PostgreSQL stopped for ${OUTAGE_MS / 1000} s under load: quick 503s, no crash, recovery by itself`, async () => {
    await withOutageRun('outage', async ({ postgres, server: live, accounts, backlog, ...run }) => {
      let queuedAtOutage = 0;
      let downAt = 0;
      let startingAt = 0;
      const options = { clients: CLIENTS, pauseMs: 50, recoveryMs: RECOVERY_LIMIT_MS };
      const {
        calls,
        accepted,
        health,
        backAt: upAt,
        recoveredAt,
      } = await loadThroughFault(live.url, accounts, options, async () => {
        queuedAtOutage = await run.queued(backlog);
        await postgres.stop();
        downAt = Date.now();
        await sleep(OUTAGE_MS);
        startingAt = Date.now();
        await postgres.start();
        return Date.now();
      });
      expect(run.exitedAt(), live.output().slice(-5_000)).toBeNull();
      expect(live.child.exitCode).toBeNull();
      // No call went unanswered, and none failed with anything but 503 (not a 500, not a hang).
      expect(calls.filter((c) => c.status === null).map(brief)).toEqual([]);
      expect(calls.filter((c) => c.status !== 503 && (c.status ?? 0) >= 300).map(brief)).toEqual([]);
      // While the database is down: each call answered quickly with a clear 503.
      const duringOutage = calls.filter((c) => c.startedAt >= downAt && c.startedAt < startingAt);
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
      const healthDuringOutage = health.filter((c) => c.startedAt >= downAt && c.startedAt < startingAt);
      expect(healthDuringOutage.length).toBeGreaterThan(10);
      expect(
        healthDuringOutage.filter((c) => c.status !== 503 || c.ms >= ANSWER_LIMIT_MS).map(brief),
      ).toEqual([]);
      // Recovered by itself: a second after the first accepted send, every call succeeds again.
      expect(recoveredAt - upAt).toBeLessThan(RECOVERY_LIMIT_MS);
      await run.expectResumed(calls, recoveredAt, accepted);

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
