import { setTimeout as sleep } from 'node:timers/promises';
import { isDatabaseUnavailable } from './unavailable';

/** Waits between tries while the database is unreachable: doubling from the first to the last. */
const RETRY_MS = { first: 100, max: 5_000 };

/**
 * Runs `work` again for as long as it fails because the database is unreachable, until `until`
 * aborts (the process stops); any other failure, or one after the abort, is thrown. For what
 * arrives once and cannot be asked for again, such as what WhatsApp has already handed over.
 * `work` must be safe to repeat after a failure (a rolled-back transaction is). `beforeWaiting`
 * runs once, when the first failure means waiting (e.g. to keep what waits on disk).
 */
export async function holdThroughOutage<T>(
  work: () => Promise<T>,
  until: AbortSignal,
  beforeWaiting?: () => Promise<void>,
): Promise<T> {
  for (let wait = RETRY_MS.first; ; wait = Math.min(wait * 2, RETRY_MS.max)) {
    try {
      return await work();
    } catch (error) {
      if (until.aborted || !isDatabaseUnavailable(error)) throw error;
      if (wait === RETRY_MS.first) await beforeWaiting?.();
      await sleep(wait, undefined, { signal: until }).catch(() => {
        throw error;
      });
    }
  }
}
