/**
 * Drops what the document says twice: a response schema's `description` when it only repeats
 * its response's (the zod schema carries it to name the response), and the pattern zod writes
 * beside `format: uuid`, which says the same.
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function withoutUuidPatterns(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUuidPatterns);
  if (!isObject(value)) return value;
  const { pattern, ...rest } = value;
  const kept = value.format === 'uuid' && typeof pattern === 'string' ? rest : value;
  return Object.fromEntries(Object.entries(kept).map(([key, child]) => [key, withoutUuidPatterns(child)]));
}

function withoutRepeatedDescription(response: unknown): unknown {
  if (!isObject(response) || !isObject(response.content)) return response;
  const content = Object.fromEntries(
    Object.entries(response.content).map(([type, media]) => {
      if (!isObject(media) || !isObject(media.schema)) return [type, media];
      const { description, ...schema } = media.schema;
      return [type, description === response.description ? { ...media, schema } : media];
    }),
  );
  return { ...response, content };
}

interface Document {
  paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
}

export function dropRedundantKeywords<D extends object>(input: D): D {
  const document = input as Document;
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, methods]) => [
      path,
      Object.fromEntries(
        Object.entries(methods).map(([method, op]) => {
          if (!op.responses) return [method, op];
          const responses = Object.fromEntries(
            Object.entries(op.responses).map(([status, r]) => [status, withoutRepeatedDescription(r)]),
          );
          return [method, { ...op, responses }];
        }),
      ),
    ]),
  );
  return withoutUuidPatterns({ ...document, paths }) as D;
}
