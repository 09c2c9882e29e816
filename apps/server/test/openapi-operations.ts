import type { FastifyInstance } from 'fastify';
import { dereference } from './openapi-dereference';
import { servedApiAt, servedApiOf } from './served-api';

/**
 * The operations of the server's OpenAPI document, for the tests that call every route: the
 * bad-input sweep (in process, operationsOf) and the resilience suite's fuzzing and
 * authorization matrix (a running server, listOperations).
 */

/** The part of JSON Schema (as @fastify/swagger writes zod schemas) that the tests read. */
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
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One method of one path, as the OpenAPI document (or, for hidden routes, the router) has it. */
export interface Operation {
  method: string;
  /** The OpenAPI spelling, `{id}` for a parameter. */
  path: string;
  /** `METHOD /path`, e.g. `POST /api/v1/send/text`. */
  id: string;
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
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, DocOperation>>;
}

/** Every operation of an OpenAPI document. */
function documentOperations(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(dereference(document).paths)) {
    for (const [lower, op] of Object.entries(methods)) {
      const method = lower.toUpperCase();
      const params = (where: string) =>
        (op.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, required: p.required ?? false, schema: p.schema ?? {} }));
      const form = op.requestBody?.content?.['multipart/form-data']?.schema;
      operations.push({
        method,
        path,
        id: `${method} ${path}`,
        pathParams: params('path'),
        query: params('query'),
        body: op.requestBody?.content?.['application/json']?.schema,
        multipart: form !== undefined,
        formFields: Object.keys(form?.properties ?? {}),
        undocumented: false,
      });
    }
  }
  return operations;
}

/** Every operation of the API's documents of a running server. */
export async function listOperations(base: string): Promise<Operation[]> {
  return documentOperations(await servedApiAt(base));
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

/** The operations of an app's own OpenAPI document, plus the API routes it hides. */
export async function operationsOf(app: FastifyInstance): Promise<Operation[]> {
  const operations = documentOperations(await servedApiOf(app));
  const documented = new Set(operations.map((op) => op.id));
  for (const route of servedRoutes(app)) {
    // Fastify answers a path with and without its trailing slash: the documented spelling is swept.
    if (documented.has(route) || documented.has(`${route}/`)) continue;
    const [method = '', path = ''] = route.split(' ');
    const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({
      name: m[1] ?? '',
      required: true,
      schema: {},
    }));
    operations.push({
      id: route,
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

/** The operation's path with its parameters filled in (each URL-encoded; lone surrogates as U+FFFD). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(wellFormed(values[name] ?? '')));
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormed = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD');
