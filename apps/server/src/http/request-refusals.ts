import { ErrorResponseSchema, GreenApiErrorSchema } from '@chatgate/contracts';
import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { isGreenApiPath } from './green-api-errors';

/** The methods whose requests Fastify reads a body of, whatever the route: its parsers refuse one. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What may refuse a request before its route runs: any request, a NUL character in its path or
 * query (400, nul-guard.ts); a request with a body, JSON that is not (400), too large (413), of
 * a type no parser reads (415) (json-parser.ts, the multipart reader).
 */
function refusalsOf(methods: string[]): number[] {
  return methods.some((method) => BODY_METHODS.has(method)) ? [400, 413, 415] : [400];
}

/**
 * Wraps the OpenAPI transform: every call documents the refusals any such request may get, in
 * its surface's error shape, besides those of its own.
 */
export function describeRequestRefusals<S extends FastifySchema>(
  transform: SwaggerTransform<S>,
): SwaggerTransform<S> {
  return (input) => {
    const schema = input.schema;
    if (!schema?.response) return transform(input);
    const error = isGreenApiPath(input.url) ? GreenApiErrorSchema : ErrorResponseSchema;
    const documented = schema.response as Record<string, unknown>;
    const methods = [input.route.method].flat().map(String);
    const refusals = Object.fromEntries(
      refusalsOf(methods).map((status) => [status, documented[status] ?? error]),
    );
    return transform({ ...input, schema: { ...schema, response: { ...documented, ...refusals } } });
  };
}
