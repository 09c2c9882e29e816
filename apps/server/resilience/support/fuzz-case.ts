import fc from 'fast-check';
import { fillPath, type Operation } from '../../test/openapi-operations';
import { bodyOf, bodyPayload, type FuzzBody } from './fuzz-bodies';
import { hostileHeaderValue, hostileString, hostileValue } from './hostile-values';
import type { HttpCall } from './http-call';
import { fuzzValue, type Hints } from './schema-arbitrary';

/** One generated request to an operation: what fast-check shrinks and reports. */
export interface FuzzCase {
  pathParams: Record<string, unknown>;
  query: Record<string, unknown>;
  /** Headers set over (or, when empty, instead of) the caller's credentials. */
  headers: Record<string, string>;
  body: FuzzBody;
}

/** Who calls: a token's API key and id (messaging API) and a dashboard session's Authorization header. */
export interface Credentials {
  key: string;
  insid: string;
  authorization: string;
}

/** Stands for the caller's own token id in a generated query (replaced when the request is sent). */
export const OWN_INSID = '<own insid>';

const HEADER_NAMES = [
  'key',
  'authorization',
  'content-type',
  'idempotency-key',
  'auth-token',
  'x-forwarded-for',
  'accept',
  'accept-encoding',
  'range',
  'if-none-match',
  'cookie',
  'origin',
  'user-agent',
  'last-event-id',
  'x-http-method-override',
  'x-request-id',
] as const;

function paramsOf(
  params: Operation['query'],
  hints: Hints,
  extra: fc.Arbitrary<Record<string, unknown>>,
): fc.Arbitrary<Record<string, unknown>> {
  const entries = params.map((p) =>
    fc.tuple(
      fc.constant(p.name),
      fc.oneof(
        { weight: p.required ? 12 : 4, arbitrary: fuzzValue(p.schema, hints, p.name) },
        fc.constant(undefined),
      ),
    ),
  );
  return fc.tuple(fc.tuple(...entries), extra).map(([fields, more]) => {
    const result: Record<string, unknown> = { ...more };
    for (const [name, value] of fields) if (value !== undefined) result[name] = value;
    return result;
  });
}

/** Requests to `op`: its parameters, query, headers and body, schema-shaped or hostile. */
export function fuzzCase(op: Operation, hints: Hints): fc.Arbitrary<FuzzCase> {
  // The messaging API reads the token id from ?insid= without declaring it: mostly the caller's own.
  const insid = op.query.some((p) => p.name === 'insid')
    ? fc.constant({})
    : fc.oneof(
        { weight: 8, arbitrary: fc.constant({ insid: OWN_INSID }) },
        { weight: 1, arbitrary: fuzzValue({ type: 'string' }, hints, 'insid').map((v) => ({ insid: v })) },
        { weight: 1, arbitrary: fc.constant({}) },
      );
  const extraQuery = fc.oneof(
    { weight: 6, arbitrary: insid },
    { weight: 1, arbitrary: fc.dictionary(hostileString, hostileValue, { maxKeys: 3 }) },
  );
  const headers = fc.oneof(
    { weight: 6, arbitrary: fc.constant({}) },
    {
      weight: 2,
      arbitrary: fc.dictionary(
        fc.constantFrom(...HEADER_NAMES.filter((name) => name !== 'key' && name !== 'authorization')),
        hostileHeaderValue,
        { maxKeys: 3 },
      ),
    },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.constantFrom(...HEADER_NAMES), hostileHeaderValue, { maxKeys: 3 }),
    },
  );
  return fc.record({
    pathParams: paramsOf(op.pathParams, hints, fc.constant({})),
    query: paramsOf(op.query, hints, extraQuery),
    headers,
    body: bodyOf(op, hints),
  });
}

/** A query value as text: arrays repeat the key, objects travel as JSON. */
function queryPairs(name: string, value: unknown): Array<[string, string]> {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.slice(0, 20).map((item) => [name, textOf(item)]);
  return [[name, textOf(value)]];
}

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));

/**
 * Requests stay inside the server's size limits (16 KiB of request line and headers, 1 MiB of
 * JSON): a bigger one is refused before it is read, by closing the connection, and has a test of
 * its own. Longer inputs are cut to these sizes (a cut JSON body is one more malformed body).
 */
const MAX_TARGET_CHARS = 8_000;
const MAX_BODY_BYTES = 1_000_000;

const capped = (body: string | Buffer) =>
  Buffer.byteLength(body) > MAX_BODY_BYTES ? Buffer.from(body).subarray(0, MAX_BODY_BYTES) : body;

/** The HTTP request a case describes, sent with the caller's credentials unless the case replaces them. */
export function toHttpCall(op: Operation, c: FuzzCase, credentials: Credentials): HttpCall {
  const params = Object.fromEntries(
    Object.entries(c.pathParams).map(([name, value]) => [name, textOf(value).slice(0, 1_000)]),
  );
  const query = new URLSearchParams(
    Object.entries(c.query).flatMap(([name, value]) =>
      queryPairs(name, value === OWN_INSID ? credentials.insid : value),
    ),
  );
  const search = query.toString();
  const headers: Record<string, string> = { key: credentials.key, authorization: credentials.authorization };
  const payload = bodyPayload(c.body);
  if (payload) headers['content-type'] = payload.contentType;
  const body = payload ? capped(payload.bytes) : undefined;
  Object.assign(headers, c.headers);
  return {
    method: op.method,
    path: `${fillPath(op.path, params)}${search ? `?${search}` : ''}`.slice(0, MAX_TARGET_CHARS),
    headers,
    body,
  };
}

/** The request in words for a failure message: method, path with query, headers and the body's start. */
export function describeCall(call: HttpCall): string {
  const body = call.body === undefined ? '' : String(call.body).slice(0, 1_500);
  return `${call.method} ${call.path.slice(0, 1_500)}\nheaders: ${JSON.stringify(call.headers)}\nbody: ${body}`;
}
