import { ERROR_CODES } from '@chatgate/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../../test/harness';

/**
 * The bound on the served document, per operation so that it holds as the API grows: 5.1 KB an
 * operation when issue 47 was filed (679 KB, 132 operations, every shape inlined), about 1.8 KB
 * with the shapes named and shared (decision 0036) and the summaries, examples and webhooks written.
 */
const MAX_BYTES_PER_OPERATION = 1_900;

/** A schema no route uses, named as contracts name theirs: it is a component all the same. */
z.object({ probe: z.string() }).meta({ id: 'ComponentsTestProbe' });

interface Document {
  paths: Record<string, Record<string, { responses: Record<string, { $ref?: string }> }>>;
  components: Record<string, Record<string, unknown>>;
}

let ctx: TestContext;
let text: string;
let document: Document;
beforeAll(async () => {
  ctx = await createTestContext();
  text = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).body;
  document = JSON.parse(text);
});
afterAll(() => ctx.close());

const refsIn = (value: unknown) => [...JSON.stringify(value).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]);

describe('the OpenAPI document’s components', () => {
  it('names the shared shapes, from the contracts’ registry ids', () => {
    expect(Object.keys(document.components.schemas ?? {})).toEqual(
      expect.arrayContaining([
        'Error',
        'Message',
        'Event',
        'Token',
        'Group',
        'Channel',
        'Chat',
        'Contact',
        'WebhookSettings',
        'Delivery',
        'Payment',
        'SendAccepted',
        'GreenApiError',
        'GreenApiSendMessage',
        'GreenApiSent',
        'GreenApiMessage',
        'GreenApiSettings',
        'ComponentsTestProbe',
      ]),
    );
    expect(document.components.schemas?.Error).toMatchObject({
      properties: { code: { enum: [...ERROR_CODES] } },
      required: ['message', 'code'],
    });
  });

  it('refers to them instead of inlining them: the error body is written once', () => {
    expect(text.split('"BAD_REQUEST"').length - 1).toBe(1);
    const answer = document.paths['/api/v1/messages/{id}']?.get?.responses['200'];
    expect(answer).toEqual({ $ref: '#/components/responses/Message' });
    expect(document.components.responses?.Message).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Message' } } },
    });
    expect(document.paths['/api/v1/messages/{id}']?.get?.responses['404']).toEqual({
      $ref: '#/components/responses/NotFound',
    });
  });

  it('keeps one name per shape: a request twin only where requests read it differently', () => {
    const names = Object.keys(document.components.schemas ?? {});
    const twins = names.filter((name) => name.endsWith('Input') && names.includes(name.slice(0, -5)));
    for (const twin of twins)
      expect(document.components.schemas?.[twin], twin).not.toEqual(
        document.components.schemas?.[twin.slice(0, -5)],
      );
    expect(names).toContain('GreenApiSendMessage');
    expect(names).not.toContain('GreenApiSendMessageInput');
  });

  it('refers only to components it has', () => {
    const missing = refsIn(document).filter((ref) => {
      const [, kind = '', name = ''] = /^#\/components\/([^/]+)\/(.+)$/.exec(ref ?? '') ?? [];
      return document.components[kind]?.[name] === undefined;
    });
    expect(missing).toEqual([]);
  });

  it(`is at most ${MAX_BYTES_PER_OPERATION / 1000} KB per operation`, () => {
    const operations = Object.values(document.paths).flatMap((path) => Object.keys(path)).length;
    expect(Buffer.byteLength(text) / operations).toBeLessThan(MAX_BYTES_PER_OPERATION);
  });
});
