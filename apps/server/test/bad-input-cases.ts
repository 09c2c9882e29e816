import { randomUUID } from 'node:crypto';
import {
  BAD_BODIES,
  BAD_FILES,
  BAD_FORM_VALUES,
  BAD_PATH,
  BAD_QUERY,
  BAD_VALUES,
  LONG,
  SWEEP_FILE,
  toJson,
} from './bad-input-values';
import { type FormValue, multipartForm } from './multipart-form';
import type { JsonSchema, Operation } from './openapi-operations';
import { edgesOf, fieldsOf, type OwnIds, sample } from './schema-samples';

export type { OwnIds };

/** A request the sweep sends: `url` is already encoded; credentials are added by the caller. */
export interface BadRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Sent this many times at once (a double-clicked button, a retrying client). */
  copies?: number;
}

export interface BadCase {
  label: string;
  build(ids: OwnIds): BadRequest;
}

function withField(body: unknown, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (!next || typeof next !== 'object' || Array.isArray(next)) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path.at(-1) ?? ''] = value;
  return copy;
}

const encode = (value: unknown) => encodeURIComponent(String(value));

/** An id of another user's thing, or of nothing: sent wherever a request names an id. */
export type ForeignId = readonly [label: string, value: string | number];

const namesAnId = (name: string) => /^(uuid|insid)$|id$/i.test(name);

interface Overrides {
  path?: readonly [string, string];
  query?: readonly [string, string | null];
}

function urlOf(op: Operation, ids: OwnIds, overrides: Overrides = {}): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (overrides.path?.[0] === name) return overrides.path[1];
    const param = op.pathParams.find((p) => p.name === name);
    return encode(sample(param?.schema ?? {}, name, ids));
  });
  const pairs = op.query.map((param) =>
    overrides.query?.[0] === param.name
      ? (overrides.query[1] ?? '')
      : `${param.name}=${encode(sample(param.schema, param.name, ids))}`,
  );
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** The operation's body as the generator makes it valid (undefined for a route without one). */
const baseBody = (op: Operation, ids: OwnIds) => (op.body ? sample(op.body, '', ids) : undefined);

function bodyCases(op: Operation, foreign: readonly ForeignId[]): BadCase[] {
  const cases: BadCase[] = [
    { label: 'no body', build: (ids) => ({ method: op.method, url: urlOf(op, ids), headers: {} }) },
  ];
  for (const [label, contentType, payload] of BAD_BODIES) {
    cases.push({
      label,
      build: (ids) => ({
        method: op.method,
        url: urlOf(op, ids),
        headers: { 'content-type': contentType },
        payload,
      }),
    });
  }
  if (!op.body) return cases;
  const send = (label: string, body: (ids: OwnIds) => unknown): BadCase => ({
    label,
    build: (ids) => ({
      method: op.method,
      url: urlOf(op, ids),
      headers: JSON_TYPE,
      payload: toJson(body(ids)),
    }),
  });
  const base = (ids: OwnIds) => baseBody(op, ids);
  cases.push(send('the valid body inside an array', (ids) => [base(ids)]));
  for (const field of fieldsOf(op.body)) {
    const name = field.path.join('.');
    for (const [label, value] of [...BAD_VALUES, ...edgesOf(field.schema)]) {
      cases.push(send(`field "${name}" = ${label}`, (ids) => withField(base(ids), field.path, value)));
      if (field.schema.type === 'array')
        cases.push(send(`field "${name}" = [${label}]`, (ids) => withField(base(ids), field.path, [value])));
    }
    if (!namesAnId(field.path.at(-1) ?? '')) continue;
    for (const [label, value] of foreign) {
      cases.push(send(`field "${name}" = ${label}`, (ids) => withField(base(ids), field.path, value)));
    }
  }
  return cases;
}

/** The request as the generator makes it valid, with the `overrides` put in. */
function validRequest(op: Operation, ids: OwnIds, overrides: Overrides = {}): BadRequest {
  const body = baseBody(op, ids);
  const url = urlOf(op, ids, overrides);
  if (body === undefined) return { method: op.method, url, headers: {} };
  return { method: op.method, url, headers: JSON_TYPE, payload: toJson(body) };
}

function paramCases(op: Operation, foreign: readonly ForeignId[]): BadCase[] {
  const cases: BadCase[] = [];
  // The rest of the request is valid, so that the parameter is all that is wrong.
  const get = (label: string, overrides: Overrides): BadCase => ({
    label,
    build: (ids) => validRequest(op, ids, overrides),
  });
  for (const { name } of op.pathParams) {
    for (const [label, raw] of [...BAD_PATH, ...foreign.map(([l, v]) => [l, encode(v)] as const)]) {
      cases.push(get(`path {${name}} = ${label}`, { path: [name, raw] }));
    }
  }
  for (const { name } of op.query) {
    const values = [
      ...BAD_QUERY,
      ...(namesAnId(name) ? foreign.map(([l, v]) => [l, encode(v)] as const) : []),
    ];
    for (const [label, raw] of values)
      cases.push(get(`query ${name} = ${label}`, { query: [name, `${name}=${raw}`] }));
    cases.push(get(`query ${name} repeated`, { query: [name, `${name}=1&${name}=2`] }));
    cases.push(get(`query ${name} as an object`, { query: [name, `${name}[a]=1`] }));
    cases.push(get(`query ${name} without a value`, { query: [name, name] }));
  }
  return cases;
}

const FILE_FIELD = /file|img|image|attachment/i;

function multipartCases(op: Operation): BadCase[] {
  const textFields = op.formFields.filter((name) => !FILE_FIELD.test(name));
  const fileFields = op.formFields.filter((name) => FILE_FIELD.test(name));
  const form = (label: string, entries: (ids: OwnIds) => Array<readonly [string, FormValue]>): BadCase => ({
    label,
    build: (ids) => {
      const { payload, headers } = multipartForm(entries(ids));
      return { method: op.method, url: urlOf(op, ids), headers, payload };
    },
  });
  const base = (ids: OwnIds, except = '') =>
    textFields
      .filter((name) => name !== except)
      .map((name) => [name, String(sample({}, name, ids))] as const);
  const cases: BadCase[] = [
    {
      label: 'JSON instead of multipart',
      build: (ids) => ({
        method: op.method,
        url: urlOf(op, ids),
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(Object.fromEntries(base(ids))),
      }),
    },
  ];
  for (const name of textFields) {
    for (const [label, value] of BAD_FORM_VALUES) {
      cases.push(form(`form field "${name}" = ${label}`, (ids) => [...base(ids, name), [name, value]]));
    }
    cases.push(form(`form field "${name}" = a file`, (ids) => [...base(ids, name), [name, SWEEP_FILE]]));
  }
  for (const name of fileFields) {
    for (const [label, file] of BAD_FILES) {
      cases.push(form(`form file "${name}" = ${label}`, (ids) => [...base(ids), [name, file]]));
    }
    cases.push(form(`form file "${name}" sent as text`, (ids) => [...base(ids), [name, 'not a file']]));
  }
  return cases;
}

/**
 * Headers the routes read (credentials, Idempotency-Key, Range), broken; the same request sent
 * several times at once. These headers replace the caller's own.
 */
function headerCases(op: Operation): BadCase[] {
  const withHeaders = (
    label: string,
    headers: (ids: OwnIds) => Record<string, string>,
    copies = 1,
  ): BadCase => ({
    label,
    build: (ids) => {
      const request = validRequest(op, ids);
      return { ...request, headers: { ...request.headers, ...headers(ids) }, copies };
    },
  });
  const cases = [
    withHeaders('a 10,000-character bearer token', () => ({ authorization: `Bearer ${LONG}`, key: '' })),
    withHeaders('a bearer token of non-ASCII bytes', () => ({
      authorization: 'Bearer \u00ff\u00fe',
      key: '',
    })),
    withHeaders('Basic authorization', () => ({ authorization: 'Basic c3dlZXA6c3dlZXA=', key: '' })),
    withHeaders('a 300-character key header', () => ({ key: 'k'.repeat(300), authorization: '' })),
    withHeaders('an auth-token header of 10,000 characters', () => ({ 'auth-token': LONG })),
    withHeaders('an Idempotency-Key of 10,000 characters', () => ({ 'idempotency-key': LONG })),
    withHeaders('an Idempotency-Key of non-ASCII bytes', () => ({ 'idempotency-key': '\u00ff\u00fe' })),
    withHeaders('a malformed Range header', () => ({ range: 'bytes=abc' })),
    withHeaders('a Range past the end', () => ({ range: `bytes=${'9'.repeat(20)}-` })),
  ];
  if (op.method === 'GET') return cases;
  return [
    ...cases,
    withHeaders('JSON in UTF-16', () => ({ 'content-type': 'application/json; charset=utf-16' })),
    withHeaders('the valid request 5 times at once', () => ({}), 5),
    withHeaders(
      'the valid request 5 times at once, with one Idempotency-Key',
      () => ({ 'idempotency-key': `sweep-${randomUUID()}` }),
      5,
    ),
  ];
}

/** Input no route declares: every route gets these, so one without parameters is swept too. */
function undeclaredCases(op: Operation): BadCase[] {
  const withQuery = (label: string, query: string): BadCase => ({
    label,
    build: (ids) => {
      const url = urlOf(op, ids);
      return { method: op.method, url: `${url}${url.includes('?') ? '&' : '?'}${query}`, headers: {} };
    },
  });
  const cases = [
    withQuery('an undeclared query parameter of 10,000 characters', `sweep=${LONG}`),
    withQuery('an undeclared query parameter with a NUL byte', 'sweep=a%00b'),
    withQuery('an undeclared query parameter with a broken percent escape', 'sweep=%E0%A4%A'),
  ];
  if (op.method === 'GET')
    cases.push({
      label: 'a JSON body on a GET',
      build: (ids) => ({ method: op.method, url: urlOf(op, ids), headers: JSON_TYPE, payload: '{"a":1}' }),
    });
  return cases;
}

/** A multipart route's text fields as a JSON body's schema: some routes take either. */
function formSchemaOf(op: Operation): JsonSchema {
  const names = op.formFields.filter((name) => !FILE_FIELD.test(name));
  return { type: 'object', properties: Object.fromEntries(names.map((name) => [name, {}])), required: names };
}

/** The malformed requests of one operation, each with a label naming what is wrong. */
export function badCases(op: Operation, foreign: readonly ForeignId[]): BadCase[] {
  const json = op.body || !op.multipart ? op : { ...op, body: formSchemaOf(op) };
  return [
    ...(op.method !== 'GET' ? bodyCases(json, foreign) : []),
    ...undeclaredCases(json),
    ...headerCases(json),
    ...paramCases(json, foreign),
    ...(op.multipart ? multipartCases(op) : []),
  ];
}
