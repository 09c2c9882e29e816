/**
 * The OpenAPI document with every `$ref` to its components replaced by what it names, for tests
 * that read an operation's schemas, answers and parameters as one tree. A reference back into a
 * schema being expanded (a cycle) stays a `$ref`.
 */
export function dereference<D>(document: D): D {
  const components = (document as { components?: Record<string, Record<string, unknown>> }).components ?? {};
  const resolve = (ref: string): unknown => {
    const [, kind, name] = /^#\/components\/([^/]+)\/(.+)$/.exec(ref) ?? [];
    return kind && name ? components[kind]?.[name] : undefined;
  };
  const expand = (value: unknown, open: ReadonlySet<string>): unknown => {
    if (Array.isArray(value)) return value.map((entry) => expand(entry, open));
    if (value === null || typeof value !== 'object') return value;
    const { $ref, ...rest } = value as Record<string, unknown>;
    if (typeof $ref === 'string') {
      const target = resolve($ref);
      if (target === undefined || open.has($ref)) return value;
      const expanded = expand(target, new Set([...open, $ref])) as Record<string, unknown>;
      return Object.keys(rest).length ? { ...expanded, ...(expand(rest, open) as object) } : expanded;
    }
    return Object.fromEntries(Object.entries(rest).map(([key, child]) => [key, expand(child, open)]));
  };
  return expand(document, new Set()) as D;
}
