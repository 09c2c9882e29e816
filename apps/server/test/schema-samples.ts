import { randomUUID } from 'node:crypto';
import type { JsonSchema } from './openapi-operations';

/** The caller's own ids, put where a request names them so that only the broken part is wrong. */
export interface OwnIds {
  uuid: string;
  insid: string;
  /** The token's API key, which Green-API's paths carry. */
  apiKey?: string;
}

const CANDIDATE_STRINGS = [
  '919812345678',
  'sweep',
  'sweep@example.com',
  'https://example.com/sweep',
  'Sweep value 1',
];

/** Valid values of fields whose rules a JSON schema does not show (refinements), by field name. */
const BY_NAME: Record<string, unknown> = {
  password: 'Str0ng!pass-sweep',
  url: 'http://127.0.0.1:9/sweep-hook',
  groupId: '120363012345678901@g.us',
  channelId: '120363098765432109@newsletter',
  sheet: 'https://docs.google.com/spreadsheets/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms/edit',
  validity: 30,
  currency: 'INR',
  type: 'Other',
};

/** A value the schema accepts, as far as a small generator can tell; `name` is the field's. */
export function sample(schema: JsonSchema, name: string, ids: OwnIds): unknown {
  if (name === 'uuid' || name === 'insid') return ids[name];
  // Green-API's path names the token and its key (decision 0034).
  if (name === 'idInstance') return ids.insid;
  if (name === 'apiTokenInstance') return ids.apiKey ?? 'no-key';
  if (name in BY_NAME && !schema.enum) return BY_NAME[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sample(variant, name, ids);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const least = schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
      return least <= 1 && (schema.maximum ?? 1) >= 1 ? 1 : least;
    }
    case 'boolean':
      return true;
    case 'array':
      return [sample(schema.items ?? {}, name, ids)];
    case 'object':
      return sampleObject(schema, ids);
    default:
      return sampleString(schema);
  }
}

function sampleObject(schema: JsonSchema, ids: OwnIds): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  return Object.fromEntries(
    Object.entries(schema.properties ?? {})
      .filter(([key]) => required.has(key))
      .map(([key, property]) => [key, sample(property, key, ids)]),
  );
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'date-time') return new Date().toISOString();
  const fits = (text: string) =>
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
    (!schema.pattern || matches(schema.pattern, text));
  return CANDIDATE_STRINGS.find(fits) ?? 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
}

function matches(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(text);
  } catch {
    return false;
  }
}

/** An object body's fields (of every variant of an anyOf) by path, nested objects one level deep. */
export function fieldsOf(
  schema: JsonSchema,
  prefix: string[] = [],
): Array<{ path: string[]; schema: JsonSchema }> {
  const fields: Array<{ path: string[]; schema: JsonSchema }> = [];
  for (const variant of schema.anyOf ?? schema.oneOf ?? [schema]) {
    for (const [key, property] of Object.entries(variant.properties ?? {})) {
      const path = [...prefix, key];
      fields.push({ path, schema: property });
      if (property.properties && prefix.length === 0) fields.push(...fieldsOf(property, path));
    }
  }
  return fields;
}

/** Values at the edges the field's own schema allows: the longest text, the extreme numbers. */
export function edgesOf(schema: JsonSchema): Array<readonly [string, unknown]> {
  const edges: Array<readonly [string, unknown]> = [];
  if (schema.maxLength !== undefined && schema.maxLength <= 100_000) {
    edges.push([`the longest text allowed (${schema.maxLength})`, 'é'.repeat(schema.maxLength)]);
    const emoji = '😀'.repeat(Math.floor(schema.maxLength / 2));
    if (emoji) edges.push([`the longest emoji text allowed (${schema.maxLength})`, emoji]);
  }
  if (schema.maximum !== undefined) edges.push([`the maximum (${schema.maximum})`, schema.maximum]);
  if (schema.minimum !== undefined) edges.push([`the minimum (${schema.minimum})`, schema.minimum]);
  return edges;
}
