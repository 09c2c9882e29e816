import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';

/** A file field of a multipart form: what it takes (the size limit is added to the words). */
export interface FormFile {
  description: string;
  required?: boolean;
}

/**
 * What a route reads as multipart/form-data. The route reads the body itself (readMultipart), so
 * this only describes it: in the OpenAPI document, never in Fastify's validation.
 */
export interface FormBody {
  /** The text fields: the contract schema the route checks them with. */
  fields?: z.ZodType;
  /** Words on text fields that their schema cannot say, by field name. */
  notes?: Record<string, string>;
  /** The file fields, by name. */
  files: Record<string, FormFile>;
  /** The text fields are taken as a JSON body too. */
  orJson?: boolean;
}

declare module 'fastify' {
  interface FastifySchema {
    /** A multipart/form-data body, described in the OpenAPI document by describeFormBodies. */
    form?: FormBody;
  }
}

interface ObjectSchema {
  type?: string;
  properties?: Record<string, Record<string, unknown>>;
  required?: string[];
}

/** The text fields' JSON Schema with the notes of the form added to their fields. */
function withNotes(text: ObjectSchema, notes: Record<string, string> = {}): ObjectSchema {
  const properties = Object.fromEntries(
    Object.entries(text.properties ?? {}).map(([name, schema]) => {
      const note = notes[name];
      return [name, note ? { ...schema, description: note } : schema];
    }),
  );
  return { ...text, properties };
}

/** The multipart/form-data schema: the text fields plus the files, each with the size limit. */
function multipartSchema(form: FormBody, text: ObjectSchema, uploadMaxMb: number): ObjectSchema {
  const properties = { ...text.properties };
  for (const [name, file] of Object.entries(form.files)) {
    const description = `${file.description} At most ${Number(uploadMaxMb.toFixed(2))} MB.`;
    properties[name] = { type: 'string', format: 'binary', description };
  }
  const requiredFiles = Object.entries(form.files).filter(([, file]) => file.required);
  const required = [...(text.required ?? []), ...requiredFiles.map(([name]) => name)];
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

/**
 * Wraps the zod transform of the OpenAPI document: a route whose schema has `form` gets a
 * request body of `multipart/form-data` (and `application/json` with `orJson`) naming each field,
 * the text fields converted from their zod schema as a JSON body's would be.
 */
export function describeFormBodies<S extends FastifySchema>(
  transform: SwaggerTransform<S>,
  uploadMaxMb: number,
): SwaggerTransform<S> {
  return (input) => {
    const { form, ...schema } = input.schema ?? ({} as S);
    if (!form) return transform(input);
    const fields = form.fields ?? z.object({});
    const converted = transform({ ...input, schema: { ...schema, body: fields } as S });
    const text = withNotes(converted.schema.body as ObjectSchema, form.notes);
    const content = {
      'multipart/form-data': { schema: multipartSchema(form, text, uploadMaxMb) },
      ...(form.orJson ? { 'application/json': { schema: text } } : {}),
    };
    return { ...converted, schema: { ...converted.schema, body: { content } } };
  };
}
