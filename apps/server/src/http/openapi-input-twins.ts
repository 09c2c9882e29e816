import { isDeepStrictEqual } from 'node:util';

/**
 * fastify-type-provider-zod writes each registered zod schema twice, `X` as answers show it and
 * `XInput` as requests take it, and puts both in components/schemas whether used or not. The
 * document keeps one name per shape: `XInput` becomes `X` where the two read the same or where
 * only requests use it, and an `XInput` nothing refers to goes.
 */

const INPUT = 'Input';
const PREFIX = '#/components/schemas/';
type Schemas = Record<string, unknown>;

/** Calls `visit` on every `$ref` string in `value`, replacing it with what `visit` returns. */
export function mapRefs(value: unknown, visit: (ref: string) => string): unknown {
  if (Array.isArray(value)) return value.map((entry) => mapRefs(entry, visit));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      key === '$ref' && typeof child === 'string' ? visit(child) : mapRefs(child, visit),
    ]),
  );
}

/** How many times each component schema is referred to in `value`. */
function refCounts(value: unknown): Map<string, number> {
  const counts = new Map<string, number>();
  mapRefs(value, (ref) => {
    if (ref.startsWith(PREFIX)) {
      const name = ref.slice(PREFIX.length);
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    return ref;
  });
  return counts;
}

const baseOf = (name: string) => name.slice(0, -INPUT.length);
const withoutInputRefs = (schema: unknown, merged: Set<string>) =>
  mapRefs(schema, (ref) => {
    const name = ref.slice(PREFIX.length);
    return merged.has(name) ? PREFIX + baseOf(name) : ref;
  });

/** The `XInput` names that may be written `X`: the same shape once their own twins are merged. */
function mergeable(schemas: Schemas, used: Map<string, number>): Set<string> {
  const twins = Object.keys(schemas).filter((name) => name.endsWith(INPUT) && baseOf(name) in schemas);
  let merged = new Set(twins);
  for (;;) {
    const next = new Set(
      [...merged].filter((name) => {
        const base = baseOf(name);
        if (!used.get(base)) return true;
        return isDeepStrictEqual(withoutInputRefs(schemas[name], merged), schemas[base]);
      }),
    );
    if (next.size === merged.size) return merged;
    merged = next;
  }
}

interface WithSchemas {
  components?: { schemas?: Schemas };
}

export function mergeInputTwins<D extends object>(input: D): D {
  const document = input as WithSchemas;
  const schemas = document.components?.schemas;
  if (!schemas) return input;
  const { components, ...rest } = document;
  const used = refCounts({ rest, schemas });
  const merged = mergeable(schemas, used);
  const renamed = withoutInputRefs({ rest, schemas }, merged) as { rest: object; schemas: Schemas };
  const kept: Schemas = {};
  for (const [name, schema] of Object.entries(renamed.schemas)) {
    if (merged.has(name)) {
      // Only requests use the shape: it takes the plain name.
      if (!used.get(baseOf(name))) kept[baseOf(name)] = schema;
    } else if (!(name in kept)) kept[name] = schema;
  }
  // An input twin left that nothing refers to any more (after the renaming) goes too.
  for (;;) {
    const still = refCounts({ rest: renamed.rest, kept });
    const unused = Object.keys(kept).filter(
      (name) => name.endsWith(INPUT) && baseOf(name) in kept && !still.get(name),
    );
    if (unused.length === 0) break;
    for (const name of unused) delete kept[name];
  }
  return { ...renamed.rest, components: { ...components, schemas: kept } } as unknown as D;
}
