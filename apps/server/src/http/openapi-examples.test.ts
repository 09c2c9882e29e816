import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentSchemas } from '../../test/document-schemas';
import { createTestContext, type TestContext } from '../../test/harness';
import { linkedToken } from '../../test/linked-token';
import { BodyExamples, type ExampleSchema } from './openapi-body-examples';
import { API_DOCUMENTS } from './openapi-documents';

type Json = Record<string, unknown>;
interface Media {
  schema?: Json & { properties?: Record<string, Json>; required?: string[] };
  example?: unknown;
}
interface Document {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, Media> } }>>;
  components: Record<string, Record<string, unknown>>;
}
interface Body {
  slug: string;
  /** `POST /api/v1/send/text application/json` */
  id: string;
  media: Media;
}

/** Bodies written as JSON values (JSON and forms); a raw file upload has no example to write. */
const EXAMPLE_TYPES = /json|multipart\/form-data/;
// This slice's phone number: 919800047001.
const TOKEN_PHONE = '919800047001';

let ctx: TestContext;
const documents = new Map<string, Document>();
beforeAll(async () => {
  ctx = await createTestContext({ API_RATE_PER_SECOND: '1000', API_RATE_BURST: '1000' });
  for (const spec of API_DOCUMENTS)
    documents.set(spec.slug, (await ctx.app.inject({ method: 'GET', url: spec.url })).json());
});
afterAll(() => ctx.close());

function bodies(): Body[] {
  return [...documents].flatMap(([slug, document]) =>
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, op]) =>
        Object.entries(op.requestBody?.content ?? {})
          .filter(([type, media]) => EXAMPLE_TYPES.test(type) && !needsFile(media))
          .map(([type, media]) => ({ slug, id: `${method.toUpperCase()} ${path} ${type}`, media })),
      ),
    ),
  );
}

/** The body an operation's example shows, read from the served document. */
function exampleOf(slug: string, method: string, path: string, type = 'application/json'): Json {
  const example = documents.get(slug)?.paths[path]?.[method]?.requestBody?.content?.[type]?.example;
  expect(example, `${method} ${path}`).toBeTypeOf('object');
  return example as Json;
}

/** A form that needs a file: its body cannot be written as a JSON value. */
const needsFile = (media: Media) =>
  (media.schema?.required ?? []).some((name) => media.schema?.properties?.[name]?.format === 'binary');

describe('the request bodies’ examples', () => {
  it('gives every JSON and form request body of the three documents an example', () => {
    const all = bodies();
    expect(all.length).toBeGreaterThan(110);
    expect(all.filter((body) => body.media.example === undefined).map((body) => body.id)).toEqual([]);
  });

  it('composes an example only from what the fields name: a required field without one leaves none', () => {
    const schemas: Record<string, ExampleSchema> = {
      Name: { type: 'string', examples: ['Launch team'] },
      Styles: {
        anyOf: [
          {
            type: 'object',
            properties: {
              subject: { $ref: '#/components/schemas/Name' },
              to: { $ref: '#/components/schemas/Name', examples: ['919812345678'] },
              quotedId: { type: 'string', format: 'uuid' },
              caption: { type: 'string', examples: ['Your invoice'] },
              kind: { type: 'string', enum: ['image', 'document'] },
              photo: { type: 'string', format: 'binary' },
              logo: { type: 'string', format: 'binary' },
              members: { type: 'array', items: { type: 'string', examples: ['919812345678'] }, minItems: 2 },
            },
            required: ['subject', 'to', 'members'],
          },
          { type: 'object', properties: { other: { type: 'string' } }, required: ['other'] },
        ],
      },
    };
    const examples = new BodyExamples(schemas);
    expect(examples.of({ $ref: '#/components/schemas/Styles' })).toEqual({
      value: {
        subject: 'Launch team',
        to: '919812345678',
        caption: 'Your invoice',
        members: ['919812345678', '919812345678'],
      },
    });
    expect(examples.of({ type: 'object', properties: { id: { type: 'string' } }, required: ['id'] })).toBe(
      undefined,
    );
    expect(examples.of({ type: 'boolean' })).toBe(undefined);
    const upload = { type: 'object', properties: { file: { type: 'string', format: 'binary' } } };
    expect(examples.of({ ...upload, required: ['file'] })).toBe(undefined);
    expect(examples.of(upload)).toEqual({ value: {} });
  });

  it('writes examples the bodies’ own schemas accept', () => {
    const refused: string[] = [];
    for (const [slug, document] of documents) {
      const schemas = new DocumentSchemas(document);
      for (const body of bodies().filter((b) => b.slug === slug && b.media.example !== undefined)) {
        const validate = schemas.validatorFor(body.id, body.media.schema ?? {});
        if (!validate(body.media.example))
          refused.push(`${body.id}: ${JSON.stringify(validate.errors?.slice(0, 3))}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('writes examples the server takes as they are', async () => {
    const token = await linkedToken(ctx, 'openapi-examples', TOKEN_PHONE);
    const messaging = [
      ['post', '/api/v1/send/text'],
      ['post', '/api/v1/send/media'],
      ['post', '/api/v1/send/location'],
      ['post', '/api/v1/send/poll'],
      ['post', '/api/v1/check/checknumberstatus'],
      ['post', '/api/v1/groups'],
    ] as const;
    for (const [method, path] of messaging) {
      const res = await token.call('POST', path.replace('/api/v1', ''), exampleOf('messaging', method, path));
      expect(res.statusCode, `${path}: ${res.body}`).toBeLessThan(300);
    }
    for (const name of ['sendMessage', 'sendFileByUrl', 'sendContact', 'createGroup']) {
      const path = `/waInstance{idInstance}/${name}/{apiTokenInstance}`;
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/waInstance${token.insid}/${name}/${token.apiKey}`,
        payload: exampleOf('green-api', 'post', path),
      });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    }
    const ticket = await token.dash.post(
      '/dash/tickets/create',
      exampleOf('dashboard', 'post', '/api/v1/dash/tickets/create'),
    );
    expect(ticket.statusCode, ticket.body).toBeLessThan(300);
  });
});
