import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';

/** What each status means across the API; a route's own schema description wins. */
export const STATUS_MEANINGS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted: stored and queued; its status changes are reported by webhook and by the message calls',
  204: 'Done, nothing to return',
  400: 'Bad input: `message` says which field and what to change',
  401: 'No valid API key or session',
  402: 'The token is not active: activate it to use the API',
  403: 'Not allowed for this key, token or role',
  404: 'Not found, or not yours',
  409: 'Conflicts with the current state (`message` says which)',
  413: 'Too large: the JSON body over 1 MB, or a file over its limit',
  415: 'Unsupported content or media type',
  422: 'Idempotency-Key already used with a different request',
  429: 'Rate limited: retry after the seconds in the Retry-After header (RateLimit-Remaining is 0)',
  466: 'Green-API’s quota refusal: the token is not active (our 402)',
  501: 'The token’s engine does not perform this operation (code NOT_SUPPORTED_BY_ENGINE; see GET /instance/capabilities)',
  503: 'The database cannot be reached right now: retry shortly, nothing was changed',
};

/** The headers on every answer of a call a rate limiter counts (see rate-limit.ts). */
const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': {
    type: 'integer',
    description: 'The burst: calls allowed in a row before the sustained rate applies',
  },
  'RateLimit-Remaining': { type: 'integer', minimum: 0, description: 'Calls left now' },
  'RateLimit-Reset': {
    type: 'integer',
    minimum: 0,
    description: 'Seconds until the limit is whole again (one call comes back every 1/rate seconds)',
  },
};
const REFUSED_HEADERS = {
  ...RATE_LIMIT_HEADERS,
  'Retry-After': { type: 'integer', minimum: 1, description: 'Seconds to wait before the next call' },
};
/** Refused before the call is counted: no key (401), another token's id (403), an inactive token (402). */
const UNCOUNTED = new Set(['401', '402', '403']);

function rateLimitHeaders(status: string): object | undefined {
  if (UNCOUNTED.has(status)) return undefined;
  return status === '429' ? REFUSED_HEADERS : RATE_LIMIT_HEADERS;
}

type ResponseSchemas = Record<string, { description?: string; headers?: object } | undefined>;

/**
 * Wraps the OpenAPI transform: each response without a description of its own gets its status's
 * meaning, and the responses of rate-limited routes (`config.rateLimited`) their headers.
 */
export function describeResponses<S extends FastifySchema>(
  transform: SwaggerTransform<S>,
): SwaggerTransform<S> {
  return (input) => {
    const converted = transform(input);
    const responses = converted.schema.response as ResponseSchemas | undefined;
    if (!responses) return converted;
    const limited = input.route.config?.rateLimited === true;
    const described = Object.fromEntries(
      Object.entries(responses).map(([status, schema]) => {
        if (!schema) return [status, schema];
        const description = schema.description || STATUS_MEANINGS[status];
        const headers = limited ? rateLimitHeaders(status) : undefined;
        return [
          status,
          {
            ...schema,
            ...(description && { description }),
            ...(headers && { headers: { ...schema.headers, ...headers } }),
          },
        ];
      }),
    );
    return { ...converted, schema: { ...converted.schema, response: described } };
  };
}
