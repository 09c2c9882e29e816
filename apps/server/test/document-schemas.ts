import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Json = Record<string, unknown>;
const DOCUMENT_ID = 'openapi';

/**
 * Validators of values against the schemas of an OpenAPI document (ajv, with formats), whose
 * `$ref`s to the document's components resolve: each schema compiled once, by the key given.
 */
export class DocumentSchemas {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(document: { components?: Record<string, Record<string, unknown>> }) {
    addFormats.default(this.ajv);
    for (const format of ['binary', 'int32', 'int64', 'float', 'double']) this.ajv.addFormat(format, true);
    // Component schemas refer to each other as `#/components/schemas/…` of the document.
    this.ajv.addSchema(rebased({ components: { schemas: document.components?.schemas ?? {} } }), DOCUMENT_ID);
  }

  validatorFor(key: string, schema: Json): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(rebased(schema));
      this.validators.set(key, validate);
    }
    return validate;
  }
}

/** `schema` with its references to the document's components made absolute. */
function rebased(schema: unknown): Json {
  return JSON.parse(
    JSON.stringify(schema).replaceAll('"$ref":"#/components/', `"$ref":"${DOCUMENT_ID}#/components/`),
  );
}
