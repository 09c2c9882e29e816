import type { FastifyInstance } from 'fastify';
import { API_DOCUMENTS } from '../src/http/openapi-documents';

type Json = Record<string, unknown>;
type Named = { name: string } & Json;
interface ServedApi extends Json {
  paths: Record<string, Json>;
  webhooks: Record<string, Json>;
  components: Record<string, Json>;
  tags: Named[];
  'x-tagGroups': { name: string; tags: string[] }[];
}

/** The entries of `a` and `b`, `b`'s last, named once (the first one a name came with). */
const byName = <T extends { name: string }>(a: T[], b: T[]) => [
  ...a,
  ...b.filter((item) => !a.some((kept) => kept.name === item.name)),
];

function merged(documents: Json[]): ServedApi {
  const whole: ServedApi = { paths: {}, webhooks: {}, components: {}, tags: [], 'x-tagGroups': [] };
  for (const { paths, webhooks, components, tags, 'x-tagGroups': groups, ...rest } of documents) {
    for (const [key, value] of Object.entries(rest)) whole[key] ??= value;
    for (const [path, item] of Object.entries((paths ?? {}) as Record<string, Json>))
      whole.paths[path] = { ...whole.paths[path], ...item };
    Object.assign(whole.webhooks, webhooks);
    for (const [kind, parts] of Object.entries((components ?? {}) as Record<string, Json>))
      whole.components[kind] = { ...whole.components[kind], ...parts };
    whole.tags = byName(whole.tags, (tags ?? []) as Named[]);
    whole['x-tagGroups'] = byName(whole['x-tagGroups'], (groups ?? []) as ServedApi['x-tagGroups']);
  }
  return whole;
}

/** Parsed JSON, as `res.json()` answers it: tests read into it as into any answer. */
type ParsedJson = ReturnType<typeof JSON.parse>;

/**
 * The whole API as its references serve it (API_DOCUMENTS), merged into one document: every
 * operation, component and webhook. `read` answers a document's JSON for its URL.
 */
export async function servedApi(read: (url: string) => Promise<Json>): Promise<ParsedJson> {
  return merged(await Promise.all(API_DOCUMENTS.map((spec) => read(spec.url))));
}

/** servedApi of an app, through `inject`. */
export function servedApiOf(app: FastifyInstance): Promise<ParsedJson> {
  return servedApi(async (url) => {
    const res = await app.inject({ method: 'GET', url });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
    return res.json();
  });
}

/** servedApi of a server listening at `base`, over HTTP. */
export function servedApiAt(base: string): Promise<ParsedJson> {
  return servedApi(async (url) => {
    const res = await fetch(`${base}${url}`);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    return (await res.json()) as Json;
  });
}
