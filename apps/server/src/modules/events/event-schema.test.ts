import { EventSchema } from '@chatgate/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken } from '../../../test/linked-token';
import { phoneCalls } from '../../../test/sandbox-calls';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ API_RATE_PER_SECOND: '1000', API_RATE_BURST: '1000' });
});
afterAll(() => ctx.close());

type Token = Awaited<ReturnType<typeof linkedToken>>;

const CONTACT = '919800000781';
const MEMBER = '919800000782';
const CALLER = '919800000783';

const ok = async (response: Promise<{ statusCode: number; body: string }>, status = 200) => {
  const res = await response;
  expect(res.statusCode, res.body).toBe(status);
  return JSON.parse(res.body);
};
const allEvents = async (t: Token) =>
  (await ok(t.call('GET', '/events?after=0&limit=1000'))).result as unknown[];
const typesOf = async (t: Token) => (await allEvents(t)).map((event) => (event as { type: string }).type);

describe('GET /events after a varied scenario', () => {
  it('lists only events that parse with the contracts’ EventSchema, each type with its own data', async () => {
    const t = await linkedToken(ctx, 'event-schema', '919800000780');
    for (const phone of [CONTACT, MEMBER, CALLER]) await t.dash.post('/sandbox/phones', { phone });

    // Sends and their statuses, an edit and a deletion for everyone.
    const sent = (await ok(t.call('POST', '/send/text', { to: CONTACT, body: 'Hello' }), 202)).id as string;
    await expect.poll(async () => (await ok(t.call('GET', `/messages/${sent}`))).status).toBe('read');
    await ok(t.call('PATCH', `/messages/${sent}`, { body: 'Hello again' }));
    await ok(t.call('DELETE', `/messages/${sent}`));
    // A received message, and a chat change.
    await ok(t.dash.post(`/sandbox/phones/${CONTACT}/reply`, { to: t.phone, body: 'Hi there' }));
    await expect.poll(() => typesOf(t)).toContain('message.received');
    await ok(t.call('POST', `/chats/${CONTACT}/archive`));
    // A group: created, renamed, a member added.
    const group = await ok(t.call('POST', '/groups', { subject: 'Schema', participants: [CONTACT] }), 201);
    await ok(t.call('PATCH', `/groups/${group.id}`, { subject: 'Schema team' }));
    await ok(t.call('POST', `/groups/${group.id}/participants/add`, { participants: [MEMBER] }));
    // Presence, and a call rejected.
    await ok(t.call('POST', '/presence/subscribe', { chatId: CONTACT }));
    await ok(t.dash.post(`/sandbox/phones/${CONTACT}/presence`, { state: 'available' }));
    const call = await phoneCalls(t, CALLER);
    await ok(t.call('POST', `/calls/${call.id}/reject`));
    // The webhook's test event.
    await ok(t.call('PUT', '/instance/webhook', { url: 'http://127.0.0.1:9/hook' }));
    await ok(t.call('POST', '/instance/webhook/test'));

    const expected = [
      'instance.state',
      'message.status',
      'message.edited',
      'message.revoked',
      'message.received',
      'chat.updated',
      'group.created',
      'group.updated',
      'group.participants',
      'presence.update',
      'call.received',
      'call.rejected',
      'call.ended',
      'webhook.test',
    ];
    await expect.poll(async () => new Set(await typesOf(t))).toEqual(new Set(expected));
    const events = await allEvents(t);
    const refused = events.flatMap((event) => {
      const parsed = EventSchema.safeParse(event);
      return parsed.success ? [] : [{ event, issues: parsed.error.issues }];
    });
    expect(refused).toEqual([]);
    // Parsing keeps every field: the schema names all the data each type carries.
    for (const event of events) expect(EventSchema.parse(event)).toEqual(event);
  });
});
