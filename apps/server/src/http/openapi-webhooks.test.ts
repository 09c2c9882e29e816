import { EVENT_TYPES } from '@chatgate/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';

interface Schema {
  $ref?: string;
  properties?: Record<string, Schema & { const?: unknown }>;
  items?: Schema;
  oneOf?: Schema[];
}
interface Webhook {
  post?: {
    operationId?: string;
    summary?: string;
    parameters?: { in: string; name: string; required?: boolean }[];
    requestBody?: { content?: Record<string, { schema?: Schema }> };
    responses?: Record<string, unknown>;
  };
}
interface Document {
  webhooks: Record<string, Webhook>;
  components: { schemas: Record<string, Schema> };
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>
  >;
}

let ctx: TestContext;
let document: Document;
beforeAll(async () => {
  ctx = await createTestContext();
  document = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
});
afterAll(() => ctx.close());

/** The component schema a `$ref` names; fails the test when it names none. */
function resolved(ref: string | undefined): Schema {
  const name = ref?.replace('#/components/schemas/', '') ?? '';
  const schema = document.components.schemas[name];
  if (!schema) throw new Error(`${ref} names no component schema`);
  return schema;
}

describe('the OpenAPI document’s webhooks', () => {
  it('lists every event type, each with its own payload schema as the request body', () => {
    expect(Object.keys(document.webhooks).sort()).toEqual([...EVENT_TYPES].sort());
    for (const [type, webhook] of Object.entries(document.webhooks)) {
      const body = resolved(webhook.post?.requestBody?.content?.['application/json']?.schema?.$ref);
      expect(body.properties?.type?.const, type).toBe(type);
      expect(Object.keys(body.properties ?? {}), type).toEqual(
        expect.arrayContaining(['version', 'id', 'insid', 'seq', 'timestamp', 'data']),
      );
      expect(webhook.post?.summary, type).toBeTruthy();
      expect(webhook.post?.responses, type).toHaveProperty('200');
      expect(
        webhook.post?.parameters?.filter((p) => p.in === 'header' && p.required).map((p) => p.name),
        type,
      ).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
    }
    const operationIds = Object.values(document.webhooks).map((webhook) => webhook.post?.operationId);
    expect(new Set(operationIds).size).toBe(EVENT_TYPES.length);
    expect(document.webhooks['message.status']?.post?.operationId).toBe('receiveMessageStatusEvent');
  });

  it('types GET /events’ items by the Event union of the same schemas', () => {
    const page =
      document.paths['/api/v1/events']?.get?.responses['200']?.content?.['application/json']?.schema;
    const event = resolved(page?.properties?.result?.items?.$ref);
    const variants = (event.oneOf ?? []).map((variant) => resolved(variant.$ref).properties?.type?.const);
    expect(variants.sort()).toEqual([...EVENT_TYPES].sort());
  });

  it('names an event’s data where it is its own shape', () => {
    const callEnded = resolved('#/components/schemas/CallEndedEvent');
    const data = resolved(callEnded.properties?.data?.$ref);
    expect(Object.keys(data.properties ?? {})).toEqual(expect.arrayContaining(['id', 'status', 'reason']));
  });
});
