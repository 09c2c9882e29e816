import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import type { z } from 'zod';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The JSON body as the OpenAPI document shows it, when `body` (which validates) folds several
     * styles into one shape first: a union of the styles a customer may send.
     */
    bodyStyles?: z.ZodType;
  }
}

/**
 * Wraps the zod transform of the OpenAPI document: a route with `bodyStyles` is documented with
 * that schema as its body. Only the document changes: Fastify still validates with `body`.
 */
export function describeBodyStyles<S extends FastifySchema>(
  transform: SwaggerTransform<S>,
): SwaggerTransform<S> {
  return (input) => {
    const { bodyStyles, ...schema } = input.schema ?? ({} as S);
    if (!bodyStyles) return transform(input);
    return transform({ ...input, schema: { ...schema, body: bodyStyles } as S });
  };
}
