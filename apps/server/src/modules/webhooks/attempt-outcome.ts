import { nextDelayMs } from './retry-schedule';
import type { AttemptRecord } from './webhooks.queries';

/** What one POST to an endpoint came to: its status code, or the error that stopped it. */
export interface AttemptResult {
  code: number | null;
  error: string | null;
  retryAfterMs: number | null;
}

/**
 * How an attempt leaves its delivery: 2xx succeeded; 410 failed for good (`gone`: the endpoint
 * is to be disabled); anything else is tried again on the schedule, failed once it runs out.
 */
export function outcomeOf(
  result: AttemptResult,
  attemptsSoFar: number,
  retryScale: number,
  now = Date.now(),
): Omit<AttemptRecord, 'id'> & { gone: boolean } {
  const { code, error } = result;
  if (code !== null && code >= 200 && code < 300)
    return { status: 'succeeded', code, error: null, nextAttemptAt: null, gone: false };
  if (code === 410)
    return {
      status: 'failed',
      code,
      error: 'endpoint gone (410): webhook disabled',
      nextAttemptAt: null,
      gone: true,
    };
  const wait = nextDelayMs(attemptsSoFar + 1, retryScale, result.retryAfterMs);
  const reason = error ?? `HTTP ${code}`;
  if (wait === null) return { status: 'failed', code, error: reason, nextAttemptAt: null, gone: false };
  return { status: 'pending', code, error: reason, nextAttemptAt: new Date(now + wait), gone: false };
}
