export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * Exponential backoff for the n-th reconnection attempt (0-based): 1 s, 2 s, 4 s ... capped at
 * 30 s, spread by ±20 % so many tabs do not reconnect in lockstep.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.8 + 0.4 * random()));
}
