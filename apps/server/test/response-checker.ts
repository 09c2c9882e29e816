import { DocumentSchemas } from './document-schemas';

/**
 * Checks answers against the OpenAPI document the server serves: the operation the request
 * reached (by method and path), the status (documented for that operation?), the media type
 * (one of that status's?) and, for JSON, the body (valid against its schema, with ajv). Tests
 * see every answer of app.inject checked (response-validation.ts), so an undocumented status or
 * field fails them.
 */

type Json = Record<string, unknown>;
interface Media {
  schema?: Json;
}
interface Response {
  $ref?: string;
  content?: Record<string, Media>;
}
interface Document {
  paths: Record<string, Record<string, { responses?: Record<string, Response> }>>;
  components?: Record<string, Record<string, unknown>>;
}

/** What a test's request got back. */
export interface Answer {
  method: string;
  /** The route that answered, as Fastify names it (`/api/v1/messages/:id`); undefined when none did (404). */
  route: string | undefined;
  status: number;
  contentType: string | undefined;
  body: string;
  /** The body went out as a stream the check did not see (an event stream): its type is checked. */
  streamed?: boolean;
}

interface DocumentedOperation {
  id: string;
  responses: Record<string, Response>;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head']);

function operationsOf(document: Document): Map<string, DocumentedOperation> {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, op]) => ({ id: `${method.toUpperCase()} ${path}`, responses: op.responses ?? {} })),
  );
  return new Map(operations.map((op) => [op.id, op]));
}

/** The document's name of a Fastify route: `{id}` for `:id`, without a trailing slash. */
const documentedPath = (route: string) => route.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1');

/** `type/subtype` without parameters, in lower case. */
const mediaTypeOf = (header: string | undefined) => header?.split(';')[0]?.trim().toLowerCase();

/** The documented media type an answer's type falls under (`image/png` under `image/*`). */
function documentedType(content: Record<string, Media>, type: string): string | undefined {
  const [kind] = type.split('/');
  return [type, `${kind}/*`, '*/*'].find((candidate) => candidate in content);
}

export class ResponseChecker {
  private readonly operations: Map<string, DocumentedOperation>;
  private readonly schemas: DocumentSchemas;
  /** The operations an answer was checked for, by id. */
  readonly exercised = new Set<string>();

  constructor(private readonly document: Document) {
    this.schemas = new DocumentSchemas(document);
    this.operations = operationsOf(document);
  }

  get operationIds(): string[] {
    return [...this.operations.keys()];
  }

  /** What is wrong with the answer as the document describes it; an empty list when nothing. */
  check(answer: Answer): string[] {
    if (!answer.route) return [];
    const op = this.operations.get(`${answer.method.toUpperCase()} ${documentedPath(answer.route)}`);
    // A route the document hides (the document itself, the app's pages).
    if (!op) return [];
    this.exercised.add(op.id);
    const where = `${op.id} answered ${answer.status}`;
    const status = String(answer.status);
    const documented = op.responses[status] ?? op.responses[`${status[0]}XX`] ?? op.responses.default;
    if (!documented)
      return [`${where}, a status the document does not give it: ${answer.body.slice(0, 300)}`];
    const response = this.resolved(documented);
    const type = mediaTypeOf(answer.contentType);
    const content = response.content ?? {};
    const sent = answer.streamed || answer.body.length > 0;
    if (!type || !sent)
      return Object.keys(content).length > 0 && answer.status !== 304 && sent
        ? [`${where} without a Content-Type`]
        : [];
    const key = documentedType(content, type);
    if (!key) return [`${where} as ${type}, documented as ${Object.keys(content).join(', ') || 'no body'}`];
    if (answer.streamed) return [];
    const schema = content[key]?.schema;
    // A file is checked by its type only, whatever it holds (a JSON file is still a file).
    if (!schema || !/json/.test(type) || schema.format === 'binary') return [];
    const validate = this.schemas.validatorFor(`${op.id} ${status} ${key}`, schema);
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return [`${where} with a body that is not JSON: ${answer.body.slice(0, 200)}`];
    }
    if (validate(body)) return [];
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.instancePath || '(body)'} ${e.message} ${JSON.stringify(e.params)}`);
    return [
      `${where} with a body its schema refuses: ${errors.join('; ')}; body: ${answer.body.slice(0, 300)}`,
    ];
  }

  private resolved(response: Response): Response {
    const name = response.$ref?.replace('#/components/responses/', '');
    return name ? ((this.document.components?.responses?.[name] as Response | undefined) ?? {}) : response;
  }
}
