import type { JsonSchema } from './schema-arbitrary';

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One route of the server's OpenAPI document. */
export interface Operation {
  method: string;
  /** The OpenAPI path, with `{name}` placeholders. */
  path: string;
  /** `METHOD /path`, e.g. `POST /api/v1/send/text`. */
  id: string;
  pathParams: Parameter[];
  query: Parameter[];
  /** The JSON body's schema, when the route declares one. */
  body?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Every operation of the document at /api/v1/openapi.json (the zod-derived schemas included). */
export async function listOperations(base: string): Promise<Operation[]> {
  const res = await fetch(`${base}/api/v1/openapi.json`);
  if (res.status !== 200) throw new Error(`openapi.json answered ${res.status}`);
  const doc = (await res.json()) as { paths: Record<string, Record<string, OpenApiOperation>> };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [lower, op] of Object.entries(methods)) {
      const method = lower.toUpperCase();
      const params = (where: string) =>
        (op.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, required: p.required ?? false, schema: p.schema ?? {} }));
      operations.push({
        method,
        path,
        id: `${method} ${path}`,
        pathParams: params('path'),
        query: params('query'),
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** The operation's path with its parameters filled in (each URL-encoded; lone surrogates as U+FFFD). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(wellFormed(values[name] ?? '')));
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormed = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD');
