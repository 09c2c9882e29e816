import { isDeepStrictEqual } from 'node:util';
import { STATUS_MEANINGS } from './response-descriptions';

/**
 * Moves what hundreds of operations repeat word for word into the document's components, each
 * referred to by `$ref`: the answers (components/responses, e.g. `NotFound`, `Notice`), the
 * rate-limit headers (components/headers) and the parameters several operations share
 * (components/parameters, e.g. `insid`). Only identical parts are shared, so nothing an
 * operation says differently is lost.
 */

/** The name of each error status's shared answer. */
const ERROR_NAMES: Record<string, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  402: 'TokenNotActive',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  422: 'IdempotencyMismatch',
  429: 'TooManyRequests',
  466: 'QuotaExceeded',
  501: 'NotSupportedByEngine',
  503: 'ServiceUnavailable',
};
/** The error bodies whose answers are shared, with the prefix of their names. */
const ERROR_BODIES: Record<string, string> = {
  '#/components/schemas/Error': '',
  '#/components/schemas/GreenApiError': 'GreenApi',
};
/** A parameter repeated by this many operations is shared. */
const SHARED_PARAMETER_USES = 3;

type Json = Record<string, unknown>;
interface Response {
  description?: string;
  headers?: Record<string, Json>;
  content?: Record<string, { schema?: Json }>;
}
interface Operation {
  parameters?: Json[];
  responses?: Record<string, Response | Json>;
}
interface Components {
  responses?: Record<string, unknown>;
  headers?: Record<string, unknown>;
  parameters?: Record<string, unknown>;
}
interface SharedPartsDocument {
  paths?: Record<string, Record<string, Operation>>;
  components?: Components;
}

/** A components section that names each part once, and the `$ref` to a part when it could. */
class Section {
  readonly parts: Record<string, unknown> = {};
  constructor(private readonly kind: string) {}
  /** The `$ref` to `part` under `name`, or undefined when the name holds another part. */
  refer(name: string, part: unknown): Json | undefined {
    const held = this.parts[name];
    if (held === undefined) this.parts[name] = part;
    else if (!isDeepStrictEqual(held, part)) return undefined;
    return { $ref: `#/components/${this.kind}/${name}` };
  }
}

const operationsOf = (document: SharedPartsDocument) =>
  Object.values(document.paths ?? {}).flatMap((methods) => Object.values(methods));

/**
 * The name of an answer shared by name: an error answer by its status's meaning, another by its
 * schema's name (and its status, but 200); `…WithRateLimit` with the RateLimit headers. Only an
 * answer of one JSON schema with its status's usual description is named.
 */
function responseName(status: string, response: Response): string | undefined {
  const content = Object.entries(response.content ?? {});
  const [type, media] = content[0] ?? [];
  const ref = media?.schema?.$ref;
  if (content.length !== 1 || type !== 'application/json' || typeof ref !== 'string') return undefined;
  if (response.description !== STATUS_MEANINGS[status]) return undefined;
  const suffix = response.headers ? 'WithRateLimit' : '';
  const prefix = ERROR_BODIES[ref];
  if (prefix !== undefined) return ERROR_NAMES[status] && `${prefix}${ERROR_NAMES[status]}${suffix}`;
  const schema = ref.slice(ref.lastIndexOf('/') + 1);
  return `${schema}${status === '200' ? '' : status}${suffix}`;
}

function shareHeaders(response: Response, headers: Section, uses: Map<string, number>): Response {
  if (!response.headers) return response;
  const shared = Object.fromEntries(
    Object.entries(response.headers).map(([name, header]) => {
      const ref = (uses.get(JSON.stringify([name, header])) ?? 0) > 1 && headers.refer(name, header);
      return [name, ref || header];
    }),
  );
  return { ...response, headers: shared };
}

function countUses(items: unknown[]): Map<string, number> {
  const uses = new Map<string, number>();
  for (const item of items) {
    const key = JSON.stringify(item);
    uses.set(key, (uses.get(key) ?? 0) + 1);
  }
  return uses;
}

export function shareRepeatedParts<D extends object>(input: D): D {
  const document = input as SharedPartsDocument;
  const operations = operationsOf(document);
  const responsesOf = (op: Operation) => Object.values(op.responses ?? {}) as Response[];
  const headerUses = countUses(
    operations.flatMap((op) => responsesOf(op).flatMap((r) => Object.entries(r.headers ?? {}))),
  );
  const parameterUses = countUses(operations.flatMap((op) => op.parameters ?? []));
  const sections = {
    responses: new Section('responses'),
    headers: new Section('headers'),
    parameters: new Section('parameters'),
  };

  // The headers first, so that answers alike but for their headers' spelling read the same.
  const withSharedHeaders = (op: Operation): Operation =>
    op.responses
      ? {
          ...op,
          responses: Object.fromEntries(
            Object.entries(op.responses).map(([status, raw]) => [
              status,
              shareHeaders(raw as Response, sections.headers, headerUses),
            ]),
          ),
        }
      : op;
  const headed = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, methods]) => [
      path,
      Object.fromEntries(Object.entries(methods).map(([method, op]) => [method, withSharedHeaders(op)])),
    ]),
  );
  const responseUses = countUses(
    Object.values(headed).flatMap((methods) => Object.values(methods).flatMap(responsesOf)),
  );

  const shareOperation = (op: Operation): Operation => {
    const responses = Object.fromEntries(
      Object.entries(op.responses ?? {}).map(([status, raw]) => {
        const response = raw as Response;
        const repeated = (responseUses.get(JSON.stringify(response)) ?? 0) > 1;
        const name = repeated && responseName(status, response);
        return [status, (name && sections.responses.refer(name, response)) || response];
      }),
    );
    const parameters = op.parameters?.map((parameter) => {
      const shared = (parameterUses.get(JSON.stringify(parameter)) ?? 0) >= SHARED_PARAMETER_USES;
      const name = String(parameter.name);
      return (shared && sections.parameters.refer(name, parameter)) || parameter;
    });
    return { ...op, ...(op.responses && { responses }), ...(parameters && { parameters }) };
  };

  const paths = Object.fromEntries(
    Object.entries(headed).map(([path, methods]) => [
      path,
      Object.fromEntries(Object.entries(methods).map(([method, op]) => [method, shareOperation(op)])),
    ]),
  );
  const components = {
    ...document.components,
    responses: { ...document.components?.responses, ...sections.responses.parts },
    headers: { ...document.components?.headers, ...sections.headers.parts },
    parameters: { ...document.components?.parameters, ...sections.parameters.parts },
  };
  return { ...document, paths, components } as D;
}
