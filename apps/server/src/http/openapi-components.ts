import type { SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { addBodyExamples } from './openapi-body-examples';
import { mergeInputTwins } from './openapi-input-twins';
import { dropRedundantKeywords } from './openapi-redundancy';
import { shareRepeatedParts } from './openapi-shared-parts';

/**
 * The document's components: every zod schema with an id in zod's global registry (the
 * contracts' SCHEMA_NAMES, and any schema's own `.meta({ id })`) is a named schema that
 * operations refer to by `$ref`, written once per shape (openapi-input-twins.ts), and the
 * answers, headers and parameters operations repeat are shared parts (openapi-shared-parts.ts).
 * Each request body gets an example composed from its fields' (openapi-body-examples.ts).
 */
export const transformComponents: SwaggerTransformObject = (input) =>
  addBodyExamples(
    shareRepeatedParts(dropRedundantKeywords(mergeInputTwins(jsonSchemaTransformObject(input)))),
  );
