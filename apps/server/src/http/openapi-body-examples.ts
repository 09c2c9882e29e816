/**
 * Gives every JSON and form request body a media-type `example` composed from its fields'
 * examples (decision 0047): the first style of a body of several (anyOf), every required field,
 * and the optional fields that carry an example of their own. A reference or a generator then
 * shows one whole body that the server accepts, where one composed from the schema alone would
 * fill every optional field with a placeholder. A body with a required field that has no
 * example, default, enum or const gets none: openapi-examples.test.ts names it. Nor does a body
 * that needs a file (a raw upload, a form with a required file field): a file is not a JSON value.
 */

type Json = Record<string, unknown>;
export interface ExampleSchema extends Json {
  $ref?: string;
  type?: string | string[];
  format?: string;
  examples?: unknown[];
  example?: unknown;
  const?: unknown;
  default?: unknown;
  enum?: unknown[];
  anyOf?: ExampleSchema[];
  oneOf?: ExampleSchema[];
  allOf?: ExampleSchema[];
  properties?: Record<string, ExampleSchema>;
  required?: string[];
  items?: ExampleSchema;
  minItems?: number;
}
interface Media extends Json {
  schema?: ExampleSchema;
  example?: unknown;
}
interface Operation {
  requestBody?: { content?: Record<string, Media> };
}
interface ExampleDocument {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, ExampleSchema> };
}

const PREFIX = '#/components/schemas/';
/** Media types whose bodies are written as JSON values: JSON itself and forms' text fields. */
const EXAMPLE_TYPES = /json|multipart\/form-data|x-www-form-urlencoded/;

const isFile = (schema: ExampleSchema) => schema.format === 'binary';
const typesOf = (schema: ExampleSchema) => (Array.isArray(schema.type) ? schema.type : [schema.type]);

/** Only an example written for the field: an optional field joins the body with one. */
const ownExample = (schema: ExampleSchema) =>
  schema.examples?.length
    ? { value: schema.examples[0] }
    : schema.example !== undefined
      ? { value: schema.example }
      : undefined;

/** A value the schema names itself: its example, const, default or first enum value. */
function namedValue(schema: ExampleSchema): { value: unknown } | undefined {
  const own = ownExample(schema);
  if (own) return own;
  if (schema.const !== undefined) return { value: schema.const };
  if (schema.default !== undefined) return { value: schema.default };
  return schema.enum?.length ? { value: schema.enum[0] } : undefined;
}

export class BodyExamples {
  constructor(private readonly schemas: Record<string, ExampleSchema>) {}

  /** The schema a `$ref` names, keeping what is written beside the `$ref` (an example of its own). */
  private resolved(schema: ExampleSchema, open: ReadonlySet<string>): ExampleSchema | undefined {
    if (schema.$ref === undefined) return schema;
    if (open.has(schema.$ref) || !schema.$ref.startsWith(PREFIX)) return undefined;
    const { $ref, ...beside } = schema;
    const target = this.schemas[$ref.slice(PREFIX.length)];
    return target && { ...this.resolved(target, new Set([...open, $ref])), ...beside };
  }

  /** An example of a value of `schema`; undefined when some part it needs has none. */
  of(raw: ExampleSchema, open: ReadonlySet<string> = new Set()): { value: unknown } | undefined {
    const schema = this.resolved(raw, open);
    if (!schema) return undefined;
    const opened = raw.$ref ? new Set([...open, raw.$ref]) : open;
    const named = namedValue(schema);
    if (named) return named;
    const first = (schema.anyOf ?? schema.oneOf)?.find((branch) => !typesOf(branch).includes('null'));
    if (first) return this.of(first, opened);
    if (schema.allOf) return this.merged(schema.allOf, opened);
    const types = typesOf(schema);
    if (types.includes('object') || schema.properties) return this.objectOf(schema, opened);
    if (types.includes('array')) {
      const item = schema.items && this.of(schema.items, opened);
      return item && { value: Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item.value) };
    }
    return undefined;
  }

  private merged(parts: ExampleSchema[], open: ReadonlySet<string>): { value: unknown } | undefined {
    const values = parts.map((part) => this.of(part, open));
    if (values.some((value) => value === undefined)) return undefined;
    return { value: Object.assign({}, ...values.map((value) => value?.value)) };
  }

  /**
   * Every required field and the optional ones with an example. A file field has no value to
   * write: an optional one is left out, a required one leaves the body without an example.
   */
  private objectOf(schema: ExampleSchema, open: ReadonlySet<string>): { value: unknown } | undefined {
    const required = new Set(schema.required ?? []);
    const body: Json = {};
    for (const [name, field] of Object.entries(schema.properties ?? {})) {
      const resolved = this.resolved(field, open);
      if (!resolved) continue;
      if (isFile(resolved)) {
        if (required.has(name)) return undefined;
        continue;
      }
      const example = required.has(name) ? this.of(field, open) : ownExample(resolved);
      if (required.has(name) && example === undefined) return undefined;
      if (example !== undefined) body[name] = example.value;
    }
    return { value: body };
  }
}

/** The document with an `example` on each JSON and form request body it can compose one for. */
export function addBodyExamples<D extends object>(input: D): D {
  const document = input as ExampleDocument;
  const examples = new BodyExamples(document.components?.schemas ?? {});
  const withExample = (type: string, media: Media): Media => {
    if (media.example !== undefined || !media.schema || !EXAMPLE_TYPES.test(type)) return media;
    const example = examples.of(media.schema);
    return example === undefined ? media : { ...media, example: example.value };
  };
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, methods]) => [
      path,
      Object.fromEntries(
        Object.entries(methods).map(([method, op]) => {
          const content = op.requestBody?.content;
          if (!content) return [method, op];
          const described = Object.fromEntries(
            Object.entries(content).map(([type, media]) => [type, withExample(type, media)]),
          );
          return [method, { ...op, requestBody: { ...op.requestBody, content: described } }];
        }),
      ),
    ]),
  );
  return { ...document, paths } as D;
}
