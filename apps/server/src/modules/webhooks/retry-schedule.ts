/**
 * Waits before each retry, after the first attempt (Standard Webhooks' suggestion): about 27.6 h
 * in all, so an endpoint down for a day still gets every event. `scale` compresses it for tests.
 */
export const RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/**
 * The longest wait a Retry-After can ask for: the schedule's longest step. Without a cap, an
 * endpoint could park its events for years, or with a huge number make a date that cannot be stored.
 */
const MAX_RETRY_AFTER_MS = Math.max(...RETRY_DELAYS_MS);

/**
 * The wait before the next attempt, with ±10% jitter, never shorter than the endpoint's
 * Retry-After (up to MAX_RETRY_AFTER_MS).
 */
export function nextDelayMs(
  attemptsSoFar: number,
  scale: number,
  retryAfterMs: number | null,
  random = Math.random,
): number | null {
  const base = RETRY_DELAYS_MS[attemptsSoFar - 1];
  if (base === undefined) return null;
  const jittered = base * scale * (0.9 + random() * 0.2);
  return Math.max(jittered, Math.min(retryAfterMs ?? 0, MAX_RETRY_AFTER_MS));
}

/** Retry-After as seconds or an HTTP date, in ms; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
