/**
 * Waits before each retry of a webhook delivery, after the first attempt (Standard Webhooks'
 * suggestion): about 27.6 h in all, so an endpoint down for a day still gets every event. Each
 * wait varies by ±WEBHOOK_RETRY_JITTER, and is never shorter than the endpoint's Retry-After
 * (up to the longest wait here).
 */
export const WEBHOOK_RETRY_DELAYS_MS = [
  5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000,
] as const;
/** The first attempt and one per wait. */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;
/** Each wait is this share longer or shorter at random, so retries of many events spread out. */
export const WEBHOOK_RETRY_JITTER = 0.1;
/** How long an attempt waits for the endpoint's answer. */
export const WEBHOOK_TIMEOUT_SECONDS = 10;
