import { MessagingMessages } from '@chatgate/contracts';
import { rateLimited } from './app-error';

/**
 * A token bucket per key: `perSecond` sustained, `burst` at once. A refused request is refused
 * before it does anything, with a 429 saying `refusal`. Kept in memory: each process limits its
 * own share.
 */
export function createRateLimiter(
  perSecond: number,
  burst: number,
  refusal: string = MessagingMessages.rateLimited,
) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(key: string): void {
      const now = Date.now();
      const bucket = buckets.get(key) ?? { tokens: burst, at: now };
      bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
      bucket.at = now;
      if (bucket.tokens < 1) {
        buckets.set(key, bucket);
        throw rateLimited(refusal, (1 - bucket.tokens) / perSecond);
      }
      bucket.tokens -= 1;
      buckets.set(key, bucket);
      if (buckets.size > 100_000) buckets.clear();
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
