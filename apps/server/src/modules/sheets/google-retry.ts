import { setTimeout as sleep } from 'node:timers/promises';

/** How often a Google call is tried in all, and the first backoff step. */
export interface RetryPolicy {
  attempts: number;
  baseMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 6, baseMs: 500 };

/** No single wait is longer than this, whatever the backoff or Retry-After says. */
const MAX_WAIT_MS = 32_000;

/** Google's answers that mean "try again later" (rate limit, server trouble). */
const TRANSIENT_STATUSES = new Set([429, 500, 502, 503, 504]);

/**
 * The parts of a GaxiosError this adapter reads (gaxios is not imported directly: it comes with
 * @googleapis/sheets). `response` is missing when Google could not be reached at all.
 */
export interface GoogleHttpError extends Error {
  config: { url?: URL | string };
  response?: { status: number; headers: Headers; data: unknown };
}

export const isGoogleHttpError = (error: unknown): error is GoogleHttpError =>
  error instanceof Error && 'config' in error;

/** A 429/5xx answer, or no answer at all (refused, reset, timed out). */
export const isTransient = (error: GoogleHttpError): boolean =>
  !error.response || TRANSIENT_STATUSES.has(error.response.status);

/** Exponential backoff with full jitter: a random wait below baseMs * 2^(retry - 1), capped. */
export function backoffMs(retry: number, baseMs: number, random: () => number = Math.random): number {
  return Math.floor(random() * Math.min(MAX_WAIT_MS, baseMs * 2 ** (retry - 1)));
}

/** The wait a Retry-After header asks for (delta-seconds or an HTTP date), capped; null without one. */
export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | null {
  const value = headers?.get('retry-after')?.trim();
  if (!value) return null;
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  return Number.isNaN(ms) ? null : Math.min(MAX_WAIT_MS, Math.max(0, ms));
}

/**
 * Runs `call` until it succeeds, fails for good, or has been tried `policy.attempts` times;
 * transient failures wait for Retry-After when Google sends one, else for the jittered backoff.
 * The last error is thrown as it is.
 */
export async function withRetry<T>(call: () => Promise<T>, policy: RetryPolicy): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!isGoogleHttpError(error) || !isTransient(error) || attempt >= policy.attempts) throw error;
      await sleep(retryAfterMs(error.response?.headers) ?? backoffMs(attempt, policy.baseMs));
    }
  }
}
