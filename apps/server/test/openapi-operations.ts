import type { FastifyInstance } from 'fastify';

/** The part of JSON Schema the sweep reads. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
}

export interface Parameter {
  name: string;
  schema: JsonSchema;
}

/** One method of one path, as the OpenAPI document (or, for hidden routes, the router) has it. */
export interface Operation {
  method: string;
  /** The OpenAPI spelling, `{id}` for a parameter. */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  /** The JSON body's schema, when the route declares one. */
  body?: JsonSchema;
  /** The route reads multipart/form-data (its request body says so); `formFields` name the form's fields. */
  multipart: boolean;
  formFields: string[];
  /** In the router but hidden from the document (`schema.hide`). */
  undocumented: boolean;
}

interface DocOperation {
  parameters?: Array<{ in: string; name: string; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/**
 * Every route the server answers under /api/ that takes requests: the methods of `printRoutes`,
 * as "METHOD /path/{param}". Read from the router so that routes hidden from the document are swept too.
 */
export function servedRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2];
    stack[depth] = path;
    for (const method of match[3]?.split(', ') ?? []) {
      if (method === 'HEAD' || !path.startsWith('/api/')) continue;
      routes.push(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return routes;
}

/** The operations of the server's own OpenAPI document, plus the API routes it hides. */
export async function operationsOf(app: FastifyInstance): Promise<Operation[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json() as {
    paths: Record<string, Record<string, DocOperation>>;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const form = op.requestBody?.content['multipart/form-data']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path'),
        query: params.filter((p) => p.in === 'query'),
        body: op.requestBody?.content['application/json']?.schema,
        multipart: form !== undefined,
        formFields: Object.keys(form?.properties ?? {}),
        undocumented: false,
      });
    }
  }
  const documented = new Set(operations.map((op) => `${op.method} ${op.path}`));
  for (const route of servedRoutes(app)) {
    // Fastify answers a path with and without its trailing slash: the documented spelling is swept.
    if (documented.has(route) || documented.has(`${route}/`)) continue;
    const [method = '', path = ''] = route.split(' ');
    const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1] ?? '', schema: {} }));
    operations.push({
      method,
      path,
      pathParams,
      query: [],
      multipart: false,
      formFields: [],
      undocumented: true,
    });
  }
  return operations;
}
