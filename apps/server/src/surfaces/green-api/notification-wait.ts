import type { WakeUps } from '../../modules/events/wake-ups';

/**
 * How often a waiting receiveNotification looks again without a wake-up: events committed by
 * another process wake nobody here (wake-ups are per process), so they are found by this.
 */
const RECHECK_MS = 1_000;

/**
 * Resolves at this process's next events wake-up, after `ms` (at most RECHECK_MS), or once
 * `stop` is aborted, whichever comes first.
 */
export function nextEventsWakeUp(wakeUps: WakeUps, ms: number, stop: AbortSignal): Promise<void> {
  if (stop.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      stop.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, Math.min(ms, RECHECK_MS));
    const unsubscribe = wakeUps.onEventsAppended(done);
    stop.addEventListener('abort', done, { once: true });
  });
}
