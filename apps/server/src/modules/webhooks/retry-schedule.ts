import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_MS, WEBHOOK_RETRY_JITTER } from '@chatgate/contracts';

/** The documented schedule (contracts, so the API docs show the same numbers). `scale` compresses it for tests. */
export const RETRY_DELAYS_MS: readonly number[] = WEBHOOK_RETRY_DELAYS_MS;
export const MAX_ATTEMPTS = WEBHOOK_MAX_ATTEMPTS;

/**
 * The longest wait a Retry-After can ask for: the schedule's longest step. Without a cap, an
 * endpoint could park its events for years, or with a huge number make a date that cannot be stored.
 */
const MAX_RETRY_AFTER_MS = Math.max(...RETRY_DELAYS_MS);

/**
 * The wait before the next attempt, with ±WEBHOOK_RETRY_JITTER (10%) jitter, never shorter than
 * the endpoint's Retry-After (up to MAX_RETRY_AFTER_MS).
 */
export function nextDelayMs(
  attemptsSoFar: number,
  scale: number,
  retryAfterMs: number | null,
  random = Math.random,
): number | null {
  const base = RETRY_DELAYS_MS[attemptsSoFar - 1];
  if (base === undefined) return null;
  const jittered = base * scale * (1 - WEBHOOK_RETRY_JITTER + random() * 2 * WEBHOOK_RETRY_JITTER);
  return Math.max(jittered, Math.min(retryAfterMs ?? 0, MAX_RETRY_AFTER_MS));
}

/** Retry-After as seconds or an HTTP date, in ms; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
