import { readFileSync } from 'node:fs';
import { GREEN_API_METHOD_FAMILIES, greenApiMigrationMarkdown } from '@chatgate/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/harness';
import { operationsOf } from '../../../test/openapi-operations';

const ctx = await createTestContext();
afterAll(() => ctx.close());
const operations = (await operationsOf(ctx.app)).map((op) => `${op.method} ${op.path}`);
const GREEN_API_PATH = /^\w+ \/waInstance\{idInstance\}\/(\w+)\/\{apiTokenInstance\}/;
const guide = GREEN_API_METHOD_FAMILIES.flatMap((family) => family.methods);

describe('the Migrating from Green-API guide', () => {
  it('is what docs/green-api-migration.md says (npm run docs:green-api writes it)', () => {
    const file = readFileSync(new URL('../../../../../docs/green-api-migration.md', import.meta.url), 'utf8');
    expect(file).toBe(greenApiMigrationMarkdown());
  });

  it('names a Chatgate call that the server has for each method', () => {
    const missing = guide.filter((row) => row.chatgate && !operations.includes(row.chatgate));
    expect(missing.map((row) => `${row.method}: ${row.chatgate}`)).toEqual([]);
  });

  it('lists every Green-API method the server answers, and the server answers every method it lists', () => {
    const answered = operations.flatMap((name) => GREEN_API_PATH.exec(name)?.[1] ?? []);
    expect(answered.filter((method) => !guide.some((row) => row.method === method))).toEqual([]);
    expect(guide.filter((row) => !answered.includes(row.method)).map((row) => row.method)).toEqual([]);
  });
});
