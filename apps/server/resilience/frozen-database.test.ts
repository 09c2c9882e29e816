import { GenericMessages } from '@chatgate/contracts';
import { describe, expect, it } from 'vitest';
import { recordFigure } from './figures';
import { loadThroughFault } from './support/load-through-fault';
import { withOutageRun } from './support/outage-run';
import { brief, type TimedCall } from './support/timed-call';

const FREEZE_MS = Number(process.env.DB_FREEZE_SECONDS ?? 15) * 1000;
const CLIENTS = 6;
/** Between a client's calls: load enough to keep every connection busy, few enough sends to drain quickly after. */
const PAUSE_MS = 100;
/** Every API call is answered within this while the database is frozen… */
const ANSWER_LIMIT_MS = 6_000;
/** …and /health within this, so a load balancer takes the process out. */
const HEALTH_LIMIT_MS = 2_000;
const RECOVERY_LIMIT_MS = 15_000;

type Timed = TimedCall & { startedAt: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A 503 in the spec's words, with Retry-After. */
const clearlyUnavailable = (c: TimedCall) =>
  c.status === 503 &&
  c.body.message === GenericMessages.databaseUnavailable &&
  c.body.code === 'SERVICE_UNAVAILABLE' &&
  c.retryAfter !== null;

describe('a frozen database', () => {
  it(`every PostgreSQL process stopped (SIGSTOP) for ${FREEZE_MS / 1000} s under load: answers within seconds, all resumes after SIGCONT`, async () => {
    await withOutageRun('frozen', async ({ postgres, server: live, accounts, backlog, ...run }) => {
      let queuedAtFreeze = 0;
      let frozenAt = 0;
      const options = { clients: CLIENTS, pauseMs: PAUSE_MS, recoveryMs: RECOVERY_LIMIT_MS };
      const {
        calls,
        accepted,
        health,
        backAt: thawedAt,
        recoveredAt,
      } = await loadThroughFault(live.url, accounts, options, async () => {
        queuedAtFreeze = await run.queued(backlog);
        postgres.freeze();
        frozenAt = Date.now();
        await sleep(FREEZE_MS);
        postgres.thaw();
        return Date.now();
      });
      const overlaps = (c: Timed) => c.startedAt < thawedAt && c.startedAt + c.ms > frozenAt;
      const within = (c: Timed) => c.startedAt >= frozenAt && c.startedAt + c.ms < thawedAt;

      expect(run.exitedAt(), live.output().slice(-5_000)).toBeNull();
      // Every call answered, with success or a clear 503: no hang, no 500.
      expect(calls.filter((c) => c.status === null).map(brief)).toEqual([]);
      expect(calls.filter((c) => (c.status ?? 0) >= 300 && !clearlyUnavailable(c)).map(brief)).toEqual([]);
      // Every call under way while it was frozen (begun before or during it) answered within the
      // limit; those begun and answered during it, which all need the database, with a 503.
      const overlapping = calls.filter(overlaps);
      expect(overlapping.filter((c) => c.ms >= ANSWER_LIMIT_MS).map(brief)).toEqual([]);
      const duringFreeze = calls.filter(within);
      expect(duringFreeze.length).toBeGreaterThan(CLIENTS * 2);
      expect(duringFreeze.filter((c) => !clearlyUnavailable(c)).map(brief)).toEqual([]);
      const healthOverlapping = health.filter(overlaps);
      expect(healthOverlapping.filter((c) => c.ms >= HEALTH_LIMIT_MS).map(brief)).toEqual([]);
      const healthDuringFreeze = health.filter(within);
      expect(healthDuringFreeze.length).toBeGreaterThan(FREEZE_MS / 2_000);
      expect(healthDuringFreeze.filter((c) => !clearlyUnavailable(c)).map(brief)).toEqual([]);

      // Resumed by itself after SIGCONT, and nothing accepted (202) lost.
      await run.expectResumed(calls, recoveredAt, accepted);

      recordFigure('frozen database: length', (thawedAt - frozenAt) / 1000, 's');
      recordFigure('frozen database: API calls answered 503 meanwhile', duringFreeze.length, 'calls');
      recordFigure(
        'frozen database: slowest API answer meanwhile',
        Math.max(...overlapping.map((c) => c.ms)),
        'ms',
      );
      recordFigure(
        'frozen database: slowest /health answer meanwhile',
        Math.max(...healthOverlapping.map((c) => c.ms)),
        'ms',
      );
      recordFigure('frozen database: backlog queued when it froze', queuedAtFreeze, 'messages');
      recordFigure(
        'frozen database: time to accept sends after SIGCONT',
        (recoveredAt - thawedAt) / 1000,
        's',
      );
    });
  });
});
