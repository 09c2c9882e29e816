import { describe, expect, it } from 'vitest';
import { durationText, RETRY_FACTS, RETRY_STEPS } from './retry-schedule';

describe('the documented webhook retry schedule', () => {
  it('is the server’s schedule in words: each wait and the time since the first attempt', () => {
    expect(RETRY_STEPS.map((step) => [step.attempt, step.wait, step.total])).toEqual([
      [2, '5 seconds', '5 seconds'],
      [3, '5 minutes', '5.1 minutes'],
      [4, '30 minutes', '35.1 minutes'],
      [5, '2 hours', '2.6 hours'],
      [6, '5 hours', '7.6 hours'],
      [7, '10 hours', '17.6 hours'],
      [8, '10 hours', '27.6 hours'],
    ]);
    expect(RETRY_FACTS).toEqual({
      maxAttempts: 8,
      jitterPercent: 10,
      timeoutSeconds: 10,
      span: '27.6 hours',
    });
    expect(durationText(1000)).toBe('1 second');
  });
});
