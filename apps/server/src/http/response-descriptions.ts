import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';

/** What each status means across the API; a route's own schema description wins. */
const STATUS_MEANINGS: Record<string, string> = {
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
  429: 'Rate limited: retry after the seconds in the Retry-After header',
  503: 'The database cannot be reached right now: retry shortly, nothing was changed',
};

type ResponseSchemas = Record<string, { description?: string } | undefined>;

/** Wraps the OpenAPI transform: each response without a description of its own gets its status's meaning. */
export function describeResponses<S extends FastifySchema>(
  transform: SwaggerTransform<S>,
): SwaggerTransform<S> {
  return (input) => {
    const converted = transform(input);
    const responses = converted.schema.response as ResponseSchemas | undefined;
    if (!responses) return converted;
    const described = Object.fromEntries(
      Object.entries(responses).map(([status, schema]) => [
        status,
        schema && !schema.description && STATUS_MEANINGS[status]
          ? { ...schema, description: STATUS_MEANINGS[status] }
          : schema,
      ]),
    );
    return { ...converted, schema: { ...converted.schema, response: described } };
  };
}
