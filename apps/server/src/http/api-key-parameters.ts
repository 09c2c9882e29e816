import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';

declare module 'fastify' {
  interface FastifySchema {
    /** The call takes an `Idempotency-Key` header (the send calls: see modules/messages/send-message.service.ts). */
    idempotent?: boolean;
  }
}

const INSID = {
  type: 'string',
  maxLength: 64,
  description:
    'The token id whose API key is in the `key` header (not needed when the key is sent as `Authorization: Bearer <api key>`; a dashboard session does not open this API)',
};
const IDEMPOTENCY_KEY = {
  type: 'string',
  minLength: 1,
  maxLength: 255,
  description:
    'Makes a retry safe: the same key within 24 hours gets the first answer and sends nothing again; the same key with a different body gets 422',
};

type ObjectSchema = { type?: string; properties?: Record<string, unknown> };

function withProperty(schema: unknown, name: string, property: object): ObjectSchema {
  const base = (schema as ObjectSchema | undefined) ?? { type: 'object' };
  if (base.properties?.[name]) return base;
  return { ...base, properties: { ...base.properties, [name]: property } };
}

const takesApiKey = (schema: FastifySchema | undefined) =>
  (schema?.security ?? []).some((requirement) => 'apiKey' in requirement);

/**
 * Wraps the OpenAPI transform: each call guarded by an API key declares the `insid` query
 * parameter, and each idempotent call its `Idempotency-Key` header, which no route validates
 * (the guard and the acceptor read them), so that the reference's "Test Request" and generated
 * clients can send them.
 */
export function describeApiKeyParameters<S extends FastifySchema>(
  transform: SwaggerTransform<S>,
): SwaggerTransform<S> {
  return (input) => {
    const { idempotent, ...schema } = input.schema ?? ({} as S);
    const converted = transform({ ...input, schema: schema as S });
    let described = converted.schema;
    if (takesApiKey(input.schema))
      described = { ...described, querystring: withProperty(described.querystring, 'insid', INSID) };
    if (idempotent)
      described = {
        ...described,
        headers: withProperty(described.headers, 'Idempotency-Key', IDEMPOTENCY_KEY),
      };
    return { ...converted, schema: described };
  };
}
