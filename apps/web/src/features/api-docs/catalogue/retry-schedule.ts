import {
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_DELAYS_MS,
  WEBHOOK_RETRY_JITTER,
  WEBHOOK_TIMEOUT_SECONDS,
} from '@chatgate/contracts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** A wait in words: "5 seconds", "30 minutes", "2 hours", "27.6 hours". */
export function durationText(ms: number): string {
  const [size, unit] = ms >= HOUR ? [HOUR, 'hour'] : ms >= MINUTE ? [MINUTE, 'minute'] : [SECOND, 'second'];
  const amount = Math.round((ms / size) * 10) / 10;
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** One row of the documented schedule: the attempt and when it is made. */
export interface RetryStep {
  attempt: number;
  /** After the previous attempt. */
  wait: string;
  /** After the first attempt. */
  total: string;
}

/** The retries of a delivery, from the same constants the server retries with. */
export const RETRY_STEPS: RetryStep[] = WEBHOOK_RETRY_DELAYS_MS.map((delay, index) => ({
  attempt: index + 2,
  wait: durationText(delay),
  total: durationText(WEBHOOK_RETRY_DELAYS_MS.slice(0, index + 1).reduce((sum, ms) => sum + ms, 0)),
}));

export const RETRY_FACTS = {
  maxAttempts: WEBHOOK_MAX_ATTEMPTS,
  jitterPercent: Math.round(WEBHOOK_RETRY_JITTER * 100),
  timeoutSeconds: WEBHOOK_TIMEOUT_SECONDS,
  span: durationText(WEBHOOK_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0)),
};
