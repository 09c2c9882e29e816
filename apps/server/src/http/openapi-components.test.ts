import { ERROR_CODES } from '@chatgate/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../../test/harness';
import { servedApiOf } from '../../test/served-api';
import { API_DOCUMENTS } from './openapi-documents';

/**
 * The bounds on the served documents. Issue 47 was filed against one document of 679 KB for 132
 * operations (5.1 KB each, every shape inlined); the Messaging API's reference, which integrators
 * and the SDK read, is to be a third of that at most. Across the three references (decision 0046)
 * a shape is written once per document that uses it (decision 0036): about 1.9 KB an operation,
 * with the summaries, examples and webhooks written.
 */
const MAX_MESSAGING_API_BYTES = Math.floor(679_000 / 3);
const MAX_BYTES_PER_OPERATION = 2_000;

/** A schema no route uses, named as contracts name theirs: it is a component all the same. */
z.object({ probe: z.string() }).meta({ id: 'ComponentsTestProbe' });

interface Document {
  paths: Record<string, Record<string, { responses: Record<string, { $ref?: string }> }>>;
  components: Record<string, Record<string, unknown>>;
}

let ctx: TestContext;
/** The served documents' texts, by slug. */
const texts = new Map<string, string>();
let document: Document;
beforeAll(async () => {
  ctx = await createTestContext();
  for (const spec of API_DOCUMENTS)
    texts.set(spec.slug, (await ctx.app.inject({ method: 'GET', url: spec.url })).body);
  document = await servedApiOf(ctx.app);
});
afterAll(() => ctx.close());

const operationsIn = (doc: Document) => Object.values(doc.paths).flatMap((path) => Object.keys(path)).length;

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
      ]),
    );
    // Every registry id is a component of the whole document; a reference keeps those it uses.
    const whole = ctx.app.swagger() as unknown as Document;
    expect(Object.keys(whole.components.schemas ?? {})).toContain('ComponentsTestProbe');
    expect(Object.keys(document.components.schemas ?? {})).not.toContain('ComponentsTestProbe');
    expect(document.components.schemas?.Error).toMatchObject({
      properties: { code: { enum: [...ERROR_CODES] } },
      required: ['message', 'code'],
    });
  });

  it('refers to them instead of inlining them: the error body is written once', () => {
    for (const [slug, text] of texts) expect(text.split('"BAD_REQUEST"').length - 1, slug).toBe(1);
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

  it('refers in each document only to components that document has', () => {
    for (const [slug, text] of texts) {
      const own: Document = JSON.parse(text);
      const missing = refsIn(own).filter((ref) => {
        const [, kind = '', name = ''] = /^#\/components\/([^/]+)\/(.+)$/.exec(ref ?? '') ?? [];
        return own.components[kind]?.[name] === undefined;
      });
      expect(missing, slug).toEqual([]);
    }
  });

  it('holds each operation in one document', () => {
    const held = [...texts.values()].map((text) => operationsIn(JSON.parse(text)));
    expect(held.reduce((a, b) => a + b)).toBe(operationsIn(document));
    expect(operationsIn(ctx.app.swagger() as unknown as Document)).toBe(operationsIn(document));
  });

  it(`keeps the Messaging API's document under ${MAX_MESSAGING_API_BYTES / 1000} KB`, () => {
    expect(Buffer.byteLength(texts.get('messaging') ?? '')).toBeLessThan(MAX_MESSAGING_API_BYTES);
  });

  it(`is at most ${MAX_BYTES_PER_OPERATION / 1000} KB per operation across the documents`, () => {
    const bytes = [...texts.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0);
    expect(bytes / operationsIn(document)).toBeLessThan(MAX_BYTES_PER_OPERATION);
  });
});
