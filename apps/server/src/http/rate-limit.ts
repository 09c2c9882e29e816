import { MessagingMessages } from '@chatgate/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rateLimited } from './app-error';

/** Where the limiter writes a bucket's state: a Fastify reply, or a recorder in tests. */
export interface HeaderSink {
  header(name: string, value: number): unknown;
}

/**
 * The bucket's state on every answer of a counted call, as draft-ietf-httpapi-ratelimit-headers
 * (draft 6) names it: the burst, whole calls left now, seconds until the bucket is full again.
 */
export const RATE_LIMIT_HEADERS = {
  limit: 'ratelimit-limit',
  remaining: 'ratelimit-remaining',
  reset: 'ratelimit-reset',
} as const;

/**
 * A token bucket per key: `perSecond` sustained, `burst` at once. `take` counts one call and
 * writes the bucket's state to the answer's RateLimit headers; a refused call is refused before
 * it does anything, with a 429 saying `refusal` (and Retry-After). Kept in memory: each process
 * limits its own share.
 */
export function createRateLimiter(
  perSecond: number,
  burst: number,
  refusal: string = MessagingMessages.rateLimited,
) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(key: string, answer: HeaderSink): void {
      const now = Date.now();
      let bucket = buckets.get(key);
      if (bucket) {
        bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
        bucket.at = now;
      } else {
        if (buckets.size >= 100_000) buckets.clear();
        bucket = { tokens: burst, at: now };
        buckets.set(key, bucket);
      }
      const allowed = bucket.tokens >= 1;
      if (allowed) bucket.tokens -= 1;
      answer.header(RATE_LIMIT_HEADERS.limit, burst);
      answer.header(RATE_LIMIT_HEADERS.remaining, Math.floor(bucket.tokens));
      answer.header(RATE_LIMIT_HEADERS.reset, Math.ceil((burst - bucket.tokens) / perSecond));
      if (!allowed) throw rateLimited(refusal, (1 - bucket.tokens) / perSecond);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** The option of a plugin whose routes a rate limiter counts. */
export interface WithLimiter {
  limiter: RateLimiter;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the routes a rate limiter counts (`countedBy`): the OpenAPI document lists their RateLimit headers. */
    rateLimited?: boolean;
  }
}

/**
 * Route options that count every call of a route against `limiter`, under the key `keyOf` names
 * (if it throws, nothing is counted; a check that may refuse the call goes before the count:
 * `countedAfter`). The count runs after schema validation, before the handler: an invalid
 * call costs nothing and a refused one (429) never reaches the handler. Every answer of a counted
 * call, whatever its status, carries the RateLimit headers; `config.rateLimited` lists them in
 * the OpenAPI document.
 */
export function countedBy<Request extends FastifyRequest = FastifyRequest>(
  limiter: RateLimiter,
  keyOf: (request: Request) => string | Promise<string>,
) {
  return {
    config: { rateLimited: true },
    // Callback-style, and synchronous when the key is (the sends): an async hook would cost
    // every send a promise and a turn of the microtask queue. `Request` is the shape the route's
    // schema gives its requests.
    preHandler(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void {
      const count = (key: string) => {
        try {
          limiter.take(key, reply);
        } catch (error) {
          done(error as Error);
          return;
        }
        done();
      };
      let key: string | Promise<string>;
      try {
        key = keyOf(request as Request);
      } catch (error) {
        done(error as Error);
        return;
      }
      if (typeof key === 'string') count(key);
      else key.then(count, (error: Error) => done(error));
    },
  };
}

/**
 * `countedBy` after `checks`, the route's preHandlers that may refuse the call (402 for a token
 * not active, 404 for a token not the caller's): run in order, and a refused call is not counted.
 */
export function countedAfter<Request extends FastifyRequest = FastifyRequest>(
  checks: Array<(request: FastifyRequest, reply: FastifyReply, done: () => void) => void | Promise<void>>,
  limiter: RateLimiter,
  keyOf: (request: Request) => string | Promise<string>,
) {
  const counted = countedBy(limiter, keyOf);
  return { config: counted.config, preHandler: [...checks, counted.preHandler] };
}

/**
 * `countedBy` for every route of the plugin registered after this call: a preHandler hook, so
 * the plugin's checks added as preHandler hooks before this call run before the count.
 */
export function limitRoutes<App extends FastifyInstance>(
  app: App,
  limiter: RateLimiter,
  keyOf: (request: FastifyRequest) => string,
): void {
  const counted = countedBy(limiter, keyOf);
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, ...counted.config };
  });
  app.addHook('preHandler', counted.preHandler);
}
