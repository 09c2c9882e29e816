import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { dereference } from '../../test/openapi-dereference';
import { servedApiOf } from '../../test/served-api';

interface FieldSchema {
  type?: string;
  format?: string;
  description?: string;
}
interface BodySchema {
  properties?: Record<string, FieldSchema & { examples?: unknown[]; default?: unknown }>;
  required?: string[];
  anyOf?: BodySchema[];
  title?: string;
}
interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  summary?: string;
  responses?: Record<string, { description?: string }>;
  requestBody?: { content?: Record<string, { schema?: BodySchema }> };
  parameters?: {
    in: string;
    name: string;
    required?: boolean;
    example?: unknown;
    examples?: Record<string, { value: unknown }>;
  }[];
}

/** The verbs an operationId may start with: a new one is added here, as a verb. */
const OPERATION_VERBS = new Set(
  (
    'accept archive block cancel change check clear close confirm connect control create decline delete ' +
    'disconnect download edit enter forward get hang join leave list log mark mute open pay pin post ' +
    'preview reboot reject remove replay reply request resend reset reveal revoke rotate scan send set ' +
    'sign start stream subscribe unarchive unblock unmute unpin unsubscribe update upload verify view vote'
  ).split(' '),
);

/** An upload limit other than the default, to see the document state the configured one. */
const UPLOAD_MAX_MB = '3';

let ctx: TestContext;
let paths: Record<string, Record<string, Operation>>;
let tagGroups: { name: string; tags: string[] }[];
let servers: { url: string }[];
beforeAll(async () => {
  ctx = await createTestContext({ UPLOAD_MAX_MB });
  const document = dereference(await servedApiOf(ctx.app));
  paths = document.paths;
  tagGroups = document['x-tagGroups'];
  servers = document.servers;
});
afterAll(() => ctx.close());

/** Every route that reads multipart/form-data: its text fields, its file fields, which are required. */
const MULTIPART_ROUTES: Record<string, { text: string[]; files: string[]; required: string[]; json?: true }> =
  {
    'POST /api/v1/blogs/create': {
      text: ['title', 'slug', 'content', 'postedBy', 'category'],
      files: ['faceImg'],
      required: ['title', 'content'],
    },
    'POST /api/v1/dash/announcement/create': {
      text: ['subject', 'description', 'recipients'],
      files: ['file'],
      required: ['subject', 'description', 'recipients'],
    },
    'POST /api/v1/dash/broadcast/create': {
      text: ['subject', 'description'],
      files: ['file'],
      required: ['subject', 'description'],
    },
    'POST /api/v1/dash/tickets/create': {
      text: ['type', 'uuid', 'subject', 'description'],
      files: ['file'],
      required: ['type', 'subject', 'description'],
      json: true,
    },
    'POST /api/v1/dash/tickets/{id}/reply': {
      text: ['text'],
      files: ['file'],
      required: ['text'],
      json: true,
    },
    'POST /api/v1/dash/sheets/uploads': { text: [], files: ['file'], required: ['file'] },
    'PUT /api/v1/blogs/{id}': {
      text: ['title', 'slug', 'content', 'postedBy', 'category', 'removeImage'],
      files: ['faceImg'],
      required: ['title', 'content'],
    },
    'PUT /api/v1/dash/announcement/{id}': {
      text: ['subject', 'description', 'recipients', 'removeFile'],
      files: ['file'],
      required: ['subject', 'description', 'recipients'],
    },
    'PUT /api/v1/dash/broadcast/{id}': {
      text: ['subject', 'description', 'removeFile'],
      files: ['file'],
      required: ['subject', 'description'],
    },
  };

const operation = (name: string) => {
  const [method = '', path = ''] = name.split(' ');
  return paths[path]?.[method.toLowerCase()];
};
/** Every operation of the document, named `METHOD /path`. */
const calls = () =>
  Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => ({ call: `${method.toUpperCase()} ${path}`, op })),
  );
const bodyOf = (name: string, type: string) => operation(name)?.requestBody?.content?.[type]?.schema;

describe('the OpenAPI document of the multipart routes', () => {
  it('gives exactly the multipart routes a multipart/form-data body', () => {
    const multipart = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op.requestBody?.content?.['multipart/form-data'])
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(multipart.sort()).toEqual(Object.keys(MULTIPART_ROUTES).sort());
  });

  it.each(Object.entries(MULTIPART_ROUTES))('%s names each form field', (name, form) => {
    const schema = bodyOf(name, 'multipart/form-data');
    expect(Object.keys(schema?.properties ?? {}).sort()).toEqual([...form.text, ...form.files].sort());
    expect([...(schema?.required ?? [])].sort()).toEqual([...form.required].sort());
    for (const field of form.text) expect(schema?.properties?.[field]?.type, field).toBeDefined();
    for (const field of form.files) {
      expect(schema?.properties?.[field], field).toMatchObject({ type: 'string', format: 'binary' });
      expect(schema?.properties?.[field]?.description, field).toContain(`At most ${UPLOAD_MAX_MB} MB`);
    }
  });

  it.each(Object.entries(MULTIPART_ROUTES).filter(([, form]) => form.json))(
    '%s also takes its text fields as JSON',
    (name, form) => {
      const schema = bodyOf(name, 'application/json');
      expect(Object.keys(schema?.properties ?? {}).sort()).toEqual([...form.text].sort());
      expect([...(schema?.required ?? [])].sort()).toEqual(
        form.required.filter((field) => !form.files.includes(field)).sort(),
      );
    },
  );

  it('describes a text field with the words its schema cannot say', () => {
    const recipients = bodyOf('POST /api/v1/dash/announcement/create', 'multipart/form-data')?.properties
      ?.recipients;
    expect(recipients).toMatchObject({ type: 'array', description: expect.stringContaining('JSON array') });
  });

  it('still serves the interactive reference, reading the document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('/api/v1/openapi.json');
  });

  it('sends the reference script and the document compressed, and 304 to a browser that has them', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/v1/docs/js/scalar.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1_000_000);
    for (const [url, encoding, decode] of [
      ['/api/v1/docs/js/scalar.js', 'br', brotliDecompressSync],
      ['/api/v1/openapi.json', 'gzip', gunzipSync],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': `${encoding}, deflate` },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe(encoding);
      expect(res.headers.vary, url).toContain('accept-encoding');
      const identity = await ctx.app.inject({ method: 'GET', url });
      expect(decode(res.rawPayload).equals(identity.rawPayload), url).toBe(true);
      expect(res.rawPayload.length, url).toBeLessThan(identity.rawPayload.length / 3);

      const etag = String(res.headers.etag);
      expect(etag, url).toMatch(/^W\/".+"$/);
      const again = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length, url).toBe(0);
    }
  });

  it('puts every operation in a section of the reference, the messaging API first', () => {
    // Scalar shows a tag only inside one of the x-tagGroups: an unlisted tag would hide its routes.
    const grouped = new Set(tagGroups.flatMap((group) => group.tags));
    const untagged = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, op]) => !op.tags?.length || op.tags.some((tag) => !grouped.has(tag)))
        .map(([method, op]) => `${method.toUpperCase()} ${path} ${op.tags ?? []}`),
    );
    expect(untagged).toEqual([]);
    expect(tagGroups[0]).toMatchObject({ name: 'Messaging API', tags: expect.arrayContaining(['messages']) });
  });

  it('says what each answer means and where to send samples, with example values', () => {
    expect(servers).toEqual([{ url: ctx.config.publicUrl }]);
    const undescribed = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, op]) =>
        Object.entries(op.responses ?? {})
          .filter(([, response]) => !response.description || response.description === 'Default Response')
          .map(([status]) => `${method.toUpperCase()} ${path} ${status}`),
      ),
    );
    expect(undescribed).toEqual([]);
    const sendText = bodyOf('POST /api/v1/send/text', 'application/json');
    expect(sendText?.anyOf?.[0]?.properties?.to).toMatchObject({ examples: ['919812345678'] });
  });

  it('shows every style the send calls take: {to, body}, {phone, message, type}, {chatId, message}; media without a required type', () => {
    const styles = (name: string) =>
      (bodyOf(name, 'application/json')?.anyOf ?? []).map((style) => ({
        fields: Object.keys(style.properties ?? {}).sort(),
        required: [...(style.required ?? [])].sort(),
      }));
    expect(styles('POST /api/v1/send/text')).toEqual([
      { fields: ['body', 'quotedId', 'to', 'type'], required: ['body', 'to'] },
      { fields: ['message', 'phone', 'quotedId', 'type'], required: ['message', 'phone'] },
      { fields: ['chatId', 'message', 'quotedId'], required: ['chatId', 'message'] },
    ]);
    expect(styles('POST /api/v1/send/media')).toEqual([
      { fields: ['caption', 'fileName', 'media', 'quotedId', 'to', 'type'], required: ['media', 'to'] },
      {
        fields: ['fileName', 'filePathURL', 'message', 'quotedId', 'to', 'type'],
        required: ['filePathURL', 'to'],
      },
    ]);
    for (const style of bodyOf('POST /api/v1/send/media', 'application/json')?.anyOf ?? [])
      expect(style.properties?.type?.default).toBe('document');
  });

  it('gives every operation a unique, verb-first camelCase operationId and a summary', () => {
    const ids = calls().map(({ op }) => op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const misnamed = calls().filter(({ op }) => {
      const id = op.operationId ?? '';
      // Green-API's methods keep their own names, after a prefix: greenApiSendMessage.
      if (op.tags?.includes('green-api') && /^greenApi[A-Z][a-zA-Z]*$/.test(id)) return false;
      const verb = /^([a-z]+)(?:[A-Z][a-zA-Z0-9]*)*$/.exec(id)?.[1];
      return !verb || !OPERATION_VERBS.has(verb);
    });
    expect(misnamed.map(({ call, op }) => `${call} ${op.operationId}`)).toEqual([]);
    expect(
      calls()
        .filter(({ op }) => !op.summary?.trim())
        .map((c) => c.call),
    ).toEqual([]);
    expect(operation('POST /api/v1/send/text')?.operationId).toBe('sendText');
    expect(operation('POST /api/v1/waInstance{idInstance}/sendMessage/{apiTokenInstance}')).toBeUndefined();
    expect(operation('POST /waInstance{idInstance}/sendMessage/{apiTokenInstance}')?.operationId).toBe(
      'greenApiSendMessage',
    );
  });

  it('gives every path parameter an example (contract tools such as Dredd need one to call)', () => {
    const bare = calls().flatMap(({ call, op }) =>
      (op.parameters ?? [])
        .filter(
          (parameter) =>
            parameter.in === 'path' &&
            parameter.example === undefined &&
            !Object.keys(parameter.examples ?? {}).length,
        )
        .map((parameter) => `${call} ${parameter.name}`),
    );
    expect(bare).toEqual([]);
    const groupId = operation('GET /api/v1/groups/{groupId}')?.parameters?.find((p) => p.name === 'groupId');
    expect(groupId?.example).toBe('120363012345678901@g.us');
  });

  it("names the dashboard's twin of a token call after the API's, as the dashboard's", () => {
    expect(operation('GET /api/v1/queue')).toMatchObject({
      operationId: 'listQueue',
      summary: 'List the send queue',
    });
    expect(operation('GET /api/v1/dash/wa/queue')).toMatchObject({
      operationId: 'listDashboardQueue',
      summary: 'List the send queue (dashboard session)',
    });
    expect(operation('POST /api/v1/dash/wa/webhook/deliveries/{id}/replay')?.operationId).toBe(
      'replayDashboardWebhookDelivery',
    );
    expect(operation('DELETE /api/v1/dash/wa/queue/{id}')?.summary).toBe(
      'Cancel a queued message (dashboard session)',
    );
  });

  it('declares the credential each operation takes, and `security: []` on exactly the public ones', () => {
    const undeclared = calls().filter(({ op }) => !op.security);
    expect(undeclared.map((c) => c.call)).toEqual([]);
    // Public: the calls made before signing in, the public site's own and the health probe; a
    // Green-API method or a media link carries its credential in its path.
    const open = calls().filter(({ op }) => op.security?.length === 0);
    const misplaced = open.filter(
      ({ call, op }) =>
        !op.tags?.includes('green-api') &&
        !/^\w+ \/api\/v1\/(auth|contact|blogs|newsletter|health)\b/.test(call),
    );
    expect(misplaced.map((c) => c.call)).toEqual([]);
    expect(open.length).toBeGreaterThan(60);
    const apiKey = [{ apiKey: [] }, { bearerApiKey: [] }];
    const session = [{ session: [] }];
    expect(operation('GET /api/v1/messages')?.security).toEqual(apiKey);
    expect(operation('POST /api/v1/instance/webhook/test')?.security).toEqual(apiKey);
    expect(operation('POST /api/v1/dash/checknumberstatus')?.security).toEqual(apiKey);
    expect(operation('GET /api/v1/dash/wa/webhook')?.security).toEqual(session);
    expect(operation('POST /api/v1/dash/announcement/create')?.security).toEqual(session);
    expect(operation('POST /api/v1/auth/fetchUser')?.security).toEqual(session);
    expect(operation('GET /api/v1/auth/captcha')?.security).toEqual([]);
    expect(operation('GET /api/v1/health')?.security).toEqual([]);
  });

  it('declares insid on every API-key call, and Idempotency-Key on exactly the calls that queue a message', () => {
    const named = (op: Operation, where: string, name: string) =>
      op.parameters?.filter((p) => p.in === where && p.name.toLowerCase() === name.toLowerCase()) ?? [];
    const keyed = calls().filter(({ op }) => op.security?.some((s) => 'apiKey' in s));
    expect(keyed.length).toBeGreaterThan(20);
    expect(keyed.filter(({ op }) => named(op, 'query', 'insid').length !== 1).map((c) => c.call)).toEqual([]);

    const idempotent = calls().filter(({ op }) => named(op, 'header', 'Idempotency-Key').length === 1);
    const queueing = calls().filter(({ op }) => op.responses?.['202']);
    expect(idempotent.map((c) => c.call).sort()).toEqual(queueing.map((c) => c.call).sort());
    expect(idempotent.map((c) => c.call)).toEqual(
      expect.arrayContaining([
        'POST /api/v1/send/text',
        'POST /api/v1/send/media',
        'POST /api/v1/groups/{groupId}/send',
        'POST /api/v1/channels/{channelId}/send',
      ]),
    );
    expect(
      named(operation('POST /api/v1/send/text') as Operation, 'query', 'insid')[0]?.required,
    ).toBeFalsy();
  });

  it("names a plugin's root route without a trailing slash, as the docs do", () => {
    expect(Object.keys(paths).filter((path) => path.endsWith('/'))).toEqual([]);
    expect(operation('PUT /api/v1/instance/settings')?.summary).toBeTruthy();
  });
});
