import fc from 'fast-check';
import type { JsonSchema } from '../../test/openapi-operations';
import { hostileKey, hostileValue, wrongTypeValue } from './hostile-values';

/** Real values by field name (the caller's own ids, someone else's ids), so inputs reach past lookups. */
export type Hints = Record<string, readonly string[]>;

/** How often a value is replaced by a hostile one, at every level of the schema. */
const HOSTILE_WEIGHT = 1;
const SHAPED_WEIGHT = 5;

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 300));
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).map((s) => s.slice(0, maxLength));
    } catch {
      // A pattern fast-check cannot generate from (lookarounds): plain strings instead.
    }
  }
  return fc.string({ minLength, maxLength });
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000_000;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000;
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** An object with `key` as an own, enumerable property, even for `__proto__`. */
function withKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

function objectOf(schema: JsonSchema, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(properties).map(([name, property]) =>
    fc.tuple(
      fc.constant(name),
      // Required fields are nearly always there, optional ones half the time.
      fc.integer({ min: 0, max: 9 }).map((roll) => roll < (required.has(name) ? 9 : 5)),
      fuzzValue(property, hints, name),
    ),
  );
  const extras = fc.array(fc.tuple(hostileKey, hostileValue), { maxLength: 2 });
  return fc
    .tuple(fc.tuple(...entries), fc.oneof({ weight: 4, arbitrary: fc.constant([]) }, extras))
    .map(([fields, more]) => {
      const result: Record<string, unknown> = {};
      for (const [name, present, value] of fields) if (present) withKey(result, name, value);
      for (const [key, value] of more) withKey(result, key, value);
      return result;
    });
}

/** A value of the schema's shape (its types, enums, patterns, bounds), mutated at every level. */
function shaped(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf?.slice(0, 1);
  if (choices?.length) return fc.oneof(...choices.map((choice) => fuzzValue(choice, hints)));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => shaped({ ...schema, type }, hints)));
  switch (types[0]) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fuzzValue(schema.items ?? {}, hints), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case 'object':
      return objectOf(schema, hints);
    default:
      return fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostileValue);
  }
}

/** The JSON types a schema allows, its variants' included; empty when it does not say. */
function typesOf(schema: JsonSchema): string[] {
  const own = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf ?? [];
  return [...own, ...variants.flatMap(typesOf)];
}

/**
 * Inputs for a field described by `schema`: mostly well-formed (real ids from `hints` for fields
 * of that name), sometimes hostile (huge, unicode, negative, null, nested, polluting) or of a
 * type the schema does not allow (objects, arrays, numbers, booleans, null where text is expected).
 */
export function fuzzValue(schema: JsonSchema, hints: Hints, name?: string): fc.Arbitrary<unknown> {
  const known = name ? hints[name] : undefined;
  const wellFormed = known?.length
    ? fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...known) },
        { weight: 1, arbitrary: shaped(schema, hints) },
      )
    : shaped(schema, hints);
  return fc.oneof(
    { weight: SHAPED_WEIGHT, arbitrary: wellFormed },
    { weight: HOSTILE_WEIGHT, arbitrary: hostileValue },
    { weight: HOSTILE_WEIGHT, arbitrary: wrongTypeValue(typesOf(schema)) },
  );
}
