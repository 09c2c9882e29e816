import { createHash } from 'node:crypto';
import type { Pacing } from '../config';

export interface TokenPacing {
  sendDelayMinMs: number | null;
  sendDelayMaxMs: number | null;
  perContactHourlyLimit: number | null;
}

export function pacingOf(token: TokenPacing, defaults: Pacing): Pacing {
  const minDelayMs = token.sendDelayMinMs ?? defaults.minDelayMs;
  return {
    minDelayMs,
    maxDelayMs: Math.max(minDelayMs, token.sendDelayMaxMs ?? defaults.maxDelayMs),
    perContactHourly: token.perContactHourlyLimit ?? defaults.perContactHourly,
  };
}

/**
 * The gap before a message, random between min and max but fixed per message (derived from its
 * id), so re-checking after a restart or a wake-up never draws a new, longer wait.
 */
export function gapBefore(messageId: string, pacing: Pacing): number {
  const span = pacing.maxDelayMs - pacing.minDelayMs;
  if (span <= 0) return pacing.minDelayMs;
  const draw = createHash('sha256').update(messageId).digest().readUInt32BE(0) / 0xffffffff;
  return pacing.minDelayMs + Math.round(draw * span);
}
