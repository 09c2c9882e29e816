import { readFileSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_FILE, servedDocumentText, TYPES_FILE, typesOf } from './served-document';

/**
 * The SDK never drifts from the server: its checked-in document is the one served, and its types
 * are that document's. `npm run sdk:generate` (this file with CHATGATE_SDK_REGENERATE=1) writes
 * both anew after a change to the API.
 */
const regenerate = process.env.CHATGATE_SDK_REGENERATE === '1';

let served: string;
beforeAll(async () => {
  served = await servedDocumentText();
  if (regenerate) {
    writeFileSync(DOCUMENT_FILE, served);
    writeFileSync(TYPES_FILE, await typesOf(served));
  }
});

describe('the SDK against the served OpenAPI document', () => {
  it('keeps the document the server serves (else run npm run sdk:generate)', () => {
    expect(readFileSync(DOCUMENT_FILE, 'utf8') === served, 'packages/sdk/openapi.json is out of date').toBe(
      true,
    );
  });

  it('keeps the types of the checked-in document (else run npm run sdk:generate)', async () => {
    const types = await typesOf(readFileSync(DOCUMENT_FILE, 'utf8'));
    expect(readFileSync(TYPES_FILE, 'utf8') === types, 'src/generated/api.d.ts is out of date').toBe(true);
  });
});
