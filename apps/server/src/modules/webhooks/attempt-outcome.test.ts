import { describe, expect, it } from 'vitest';
import { outcomeOf } from './attempt-outcome';

const NOW = 1_000_000;
const answered = (code: number, retryAfterMs: number | null = null) => ({ code, error: null, retryAfterMs });

describe('outcomeOf', () => {
  it('ends a delivery on 2xx, and for good on 410 (disabling the endpoint)', () => {
    expect(outcomeOf(answered(204), 3, 1, NOW)).toEqual({
      status: 'succeeded',
      code: 204,
      error: null,
      nextAttemptAt: null,
      gone: false,
    });
    expect(outcomeOf(answered(410), 0, 1, NOW)).toMatchObject({ status: 'failed', code: 410, gone: true });
  });

  it('retries anything else on the schedule, never sooner than Retry-After', () => {
    const first = outcomeOf(answered(500), 0, 1, NOW);
    expect(first).toMatchObject({ status: 'pending', code: 500, error: 'HTTP 500', gone: false });
    const wait = (first.nextAttemptAt as Date).getTime() - NOW;
    expect(wait).toBeGreaterThanOrEqual(4_500);
    expect(wait).toBeLessThanOrEqual(5_500);

    const limited = outcomeOf(answered(429, 60_000), 0, 1, NOW);
    expect((limited.nextAttemptAt as Date).getTime() - NOW).toBe(60_000);

    const refused = outcomeOf({ code: null, error: 'connect ECONNREFUSED', retryAfterMs: null }, 1, 1, NOW);
    expect(refused).toMatchObject({ status: 'pending', code: null, error: 'connect ECONNREFUSED' });
  });

  it('fails the delivery once the schedule has run out', () => {
    expect(outcomeOf(answered(503), 7, 1, NOW)).toEqual({
      status: 'failed',
      code: 503,
      error: 'HTTP 503',
      nextAttemptAt: null,
      gone: false,
    });
    expect(outcomeOf(answered(503), 6, 1, NOW).status).toBe('pending');
  });
});
