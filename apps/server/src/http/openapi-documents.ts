import { openApiSections, TAG_GROUP_OF, type TagGroupName } from './openapi-tags';

/**
 * The API's references, one OpenAPI document each (decision 0046): the Messaging API a
 * customer's code calls with an API key (and the webhooks it receives), the Green-API-compatible
 * methods, and the calls behind our own web app. An operation is in the document of its tag's group.
 */
export const API_DOCUMENTS = [
  {
    slug: 'messaging',
    group: 'Messaging API',
    url: '/api/v1/openapi.json',
    title: 'Chatgate Messaging API',
    description: [
      'Send and receive WhatsApp messages from your code. Every call takes a token’s API key, in the',
      '`key` header with the token id in the `insid` query parameter, or as `Authorization: Bearer <api key>`.',
      'Copy both from the dashboard.',
      '',
      'Sends are queued and answered `202 {id, status: "queued"}` once stored; follow a message with',
      '`GET /api/v1/messages/{id}`, the `message.status` webhook or `GET /api/v1/events`. Errors are',
      '`{message, code}` with a 4xx status that says what to change.',
      '',
      'The calls behind the Chatgate web app are in [the Dashboard API](/api/v1/openapi/dashboard.json);',
      'code written for Green-API uses [the Green-API-compatible API](/api/v1/openapi/green-api.json).',
    ].join('\n'),
    webhooks: true,
  },
  {
    slug: 'green-api',
    group: 'Green-API-compatible API',
    url: '/api/v1/openapi/green-api.json',
    title: 'Chatgate Green-API-compatible API',
    description: [
      'Green-API’s methods and wire format over the same queue, limits, events and logs as',
      '[the Messaging API](/api/v1/openapi.json): code written for Green-API changes only its base URL.',
    ].join('\n'),
    webhooks: false,
  },
  {
    slug: 'dashboard',
    group: 'Dashboard API',
    url: '/api/v1/openapi/dashboard.json',
    title: 'Chatgate Dashboard API',
    description: [
      'The calls behind the Chatgate web app, with its session token: sign-up and sign-in, tokens,',
      'billing, logs, the Sandbox Phone, support and the staff tools. Your code sends messages with',
      '[the Messaging API](/api/v1/openapi.json).',
    ].join('\n'),
    webhooks: false,
  },
] as const satisfies readonly {
  slug: string;
  group: TagGroupName;
  url: string;
  title: string;
  description: string;
  webhooks: boolean;
}[];

export type ApiDocumentSpec = (typeof API_DOCUMENTS)[number];

type Json = Record<string, unknown>;
type Operation = Json & { tags?: string[]; security?: Record<string, unknown>[] };
type PathItem = Record<string, unknown>;
export interface WholeDocument extends Json {
  info: Json;
  paths: Record<string, PathItem>;
  webhooks?: Record<string, PathItem>;
  components: Record<string, Record<string, unknown>>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const REF = /"\$ref":"#\/components\/([^/"]+)\/([^"]+)"/g;

const tagGroupOf = (operation: Operation) => TAG_GROUP_OF.get(operation.tags?.[0] ?? '');
const takesSession = (operation: Operation) =>
  operation.security?.some((requirement) => 'session' in requirement) ?? false;

/**
 * The reference an operation is in: that of its tag's group, except that the dashboard's own
 * twins of messaging calls (the same settings, with the session) are in the Dashboard API.
 */
export function referenceOf(operation: Operation): ApiDocumentSpec['slug'] {
  const group = tagGroupOf(operation);
  if (group === 'Green-API-compatible API') return 'green-api';
  return group === 'Messaging API' && !takesSession(operation) ? 'messaging' : 'dashboard';
}

/** The path items of one reference: each with its operations there and its shared fields. */
function pathsOf(paths: Record<string, PathItem>, slug: ApiDocumentSpec['slug']): Record<string, PathItem> {
  const chosen: Record<string, PathItem> = {};
  for (const [path, item] of Object.entries(paths)) {
    const entries = Object.entries(item);
    const operations = entries.filter(
      ([key, value]) => METHODS.has(key) && referenceOf(value as Operation) === slug,
    );
    if (operations.length === 0) continue;
    chosen[path] = Object.fromEntries([...entries.filter(([key]) => !METHODS.has(key)), ...operations]);
  }
  return chosen;
}

/** Every operation of the path items given. */
function operationsOf(paths: Record<string, PathItem>): Operation[] {
  return Object.values(paths).flatMap((item) =>
    Object.entries(item)
      .filter(([key]) => METHODS.has(key))
      .map(([, operation]) => operation as Operation),
  );
}

/**
 * The document's sections: its group's tags, and after them any other tag its operations use
 * (the Dashboard API's twins of messaging calls keep their tags), in the order of TAG_GROUPS.
 */
function sectionsOf(operations: Operation[], group: TagGroupName) {
  const used = new Set(operations.map((operation) => operation.tags?.[0] ?? ''));
  const { tags } = openApiSections();
  const own = tags.filter((tag) => TAG_GROUP_OF.get(tag.name) === group);
  const borrowed = tags.filter((tag) => TAG_GROUP_OF.get(tag.name) !== group && used.has(tag.name));
  const sections = [...own, ...borrowed];
  return { tags: sections, 'x-tagGroups': [{ name: group, tags: sections.map((tag) => tag.name) }] };
}

/** The components the parts given refer to, directly or through other components. */
function componentsUsedBy(parts: unknown[], all: WholeDocument['components']): WholeDocument['components'] {
  const used: WholeDocument['components'] = {};
  const pending = [...parts];
  while (pending.length > 0) {
    for (const [, kind, name] of JSON.stringify(pending.pop()).matchAll(REF)) {
      if (!kind || !name || used[kind]?.[name] !== undefined) continue;
      const component = all[kind]?.[name];
      if (component === undefined) continue;
      used[kind] ??= {};
      used[kind][name] = component;
      pending.push(component);
    }
  }
  return used;
}

/** The security schemes the operations given name. */
function schemesUsedBy(operations: Operation[], all: Record<string, unknown> = {}) {
  const names = new Set(operations.flatMap((operation) => (operation.security ?? []).flatMap(Object.keys)));
  return Object.fromEntries(Object.entries(all).filter(([name]) => names.has(name)));
}

/** One reference's document out of the whole API's, self-contained (every `$ref` resolves in it). */
export function apiDocumentOf(whole: WholeDocument, spec: ApiDocumentSpec): Json {
  const { paths, webhooks, components, tags: _tags, 'x-tagGroups': _groups, ...rest } = whole;
  const own = pathsOf(paths, spec.slug);
  const operations = operationsOf(own);
  const ownWebhooks = spec.webhooks ? webhooks : undefined;
  const { securitySchemes, ...referable } = components;
  return {
    ...rest,
    info: { ...whole.info, title: spec.title, description: spec.description },
    ...sectionsOf(operations, spec.group),
    paths: own,
    ...(ownWebhooks && { webhooks: ownWebhooks }),
    components: {
      securitySchemes: schemesUsedBy(operations, securitySchemes),
      ...componentsUsedBy(ownWebhooks ? [own, ownWebhooks] : [own], referable),
    },
  };
}
