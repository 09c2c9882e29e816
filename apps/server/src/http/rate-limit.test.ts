import { MessagingMessages } from '@chatgate/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from './app-error';
import { createRateLimiter } from './rate-limit';

/** What `take` wrote to an answer, as numbers. */
function answer() {
  const headers: Record<string, number> = {};
  return {
    headers,
    header(name: string, value: number) {
      headers[name] = value;
    },
  };
}

const stateOf = (headers: Record<string, number>) => [
  headers['ratelimit-limit'],
  headers['ratelimit-remaining'],
  headers['ratelimit-reset'],
];

/** One `take` that must be allowed: the state it wrote. */
function taken(limiter: ReturnType<typeof createRateLimiter>, key: string) {
  const sink = answer();
  limiter.take(key, sink);
  return stateOf(sink.headers);
}

/** One `take` that must be refused: its headers and the error. */
function refused(limiter: ReturnType<typeof createRateLimiter>, key: string) {
  const sink = answer();
  try {
    limiter.take(key, sink);
  } catch (error) {
    return { headers: sink.headers, error: error as AppError };
  }
  throw new Error('not refused');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(0);
});
afterEach(() => vi.useRealTimers());

describe('createRateLimiter', () => {
  it('writes limit, whole calls left and seconds until full on each call, down to a refusal', () => {
    // 4 at once, one back every 2 s.
    const limiter = createRateLimiter(0.5, 4);
    expect([taken(limiter, 'k'), taken(limiter, 'k'), taken(limiter, 'k'), taken(limiter, 'k')]).toEqual([
      [4, 3, 2],
      [4, 2, 4],
      [4, 1, 6],
      [4, 0, 8],
    ]);
    const { headers, error } = refused(limiter, 'k');
    expect(stateOf(headers)).toEqual([4, 0, 8]);
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(429);
    expect(error.message).toBe(MessagingMessages.rateLimited);
    expect(error.headers['retry-after']).toBe('2');
  });

  it('floors what is left and rounds the reset up while the bucket refills', () => {
    const limiter = createRateLimiter(0.5, 4);
    for (let i = 0; i < 4; i++) limiter.take('k', answer());
    // 1.5 s later: 0.75 of a call back, not a whole one.
    vi.setSystemTime(1_500);
    const early = refused(limiter, 'k');
    expect(stateOf(early.headers)).toEqual([4, 0, 7]);
    expect(early.error.headers['retry-after']).toBe('1');
    // 3.2 s after the start: 1.6 back; one is taken, 0.6 left, 3.4 missing: 6.8 s to full.
    vi.setSystemTime(3_200);
    expect(taken(limiter, 'k')).toEqual([4, 0, 7]);
    // Long idle: full again, never more than the burst.
    vi.setSystemTime(60_000);
    expect(taken(limiter, 'k')).toEqual([4, 3, 2]);
  });

  it('keeps one bucket per key, and a refused call takes nothing', () => {
    const limiter = createRateLimiter(1, 1, 'slow down');
    limiter.take('a', answer());
    for (let i = 0; i < 3; i++) expect(refused(limiter, 'a').error.message).toBe('slow down');
    expect(taken(limiter, 'b')).toEqual([1, 0, 1]);
    vi.setSystemTime(1_000);
    expect(taken(limiter, 'a')).toEqual([1, 0, 1]);
  });
});
