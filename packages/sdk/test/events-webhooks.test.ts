import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../apps/server/test/harness';
import { startReceiver } from '../../../apps/server/test/webhook-receiver';
import { type ChatgateEvent, verifyWebhook, WebhookVerificationError } from '../src/index';
import { sdkToken } from './sdk-token';

let ctx: TestContext;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  ctx = await createTestContext({ API_RATE_PER_SECOND: '1000', API_RATE_BURST: '1000' });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await ctx.close();
});

/** A message.status event's data (read loosely, whichever way the document types `data`). */
const statusData = (event: ChatgateEvent) => event.data as unknown as { id?: string; status?: string };

const statusesOf = (events: ChatgateEvent[], id: string) =>
  events
    .filter((event) => event.type === 'message.status' && statusData(event).id === id)
    .map((event) => statusData(event).status);

describe('the event log through the SDK', () => {
  it('iterates every event page by page, and resumes after the last seq it handled', async () => {
    const { chatgate } = await sdkToken(ctx, 'events', '919800071001');
    const { id } = await chatgate.messages.sendText({ to: '919800071101', body: 'Hello' });
    await expect.poll(async () => (await chatgate.messages.get(id)).status).toBe('read');

    const events: ChatgateEvent[] = [];
    for await (const event of chatgate.events.iterate({ limit: 2 })) events.push(event);
    expect(statusesOf(events, id)).toEqual(['queued', 'sent', 'delivered', 'read']);
    expect(events.map((event) => event.seq)).toEqual(events.map((_, i) => i + 1));

    const last = events.at(-1) as ChatgateEvent;
    const second = await chatgate.messages.sendText({ to: '919800071101', body: 'Again' });
    await expect.poll(async () => (await chatgate.messages.get(second.id)).status).toBe('read');
    const resumed: ChatgateEvent[] = [];
    for await (const event of chatgate.events.iterate({ after: last.seq })) resumed.push(event);
    expect(resumed[0]?.seq).toBe(last.seq + 1);
    expect(statusesOf(resumed, second.id)).toEqual(['queued', 'sent', 'delivered', 'read']);
    expect(statusesOf(resumed, id)).toEqual([]);
  });

  it('follows new events until its signal aborts', async () => {
    const { chatgate } = await sdkToken(ctx, 'follow', '919800071002');
    const controller = new AbortController();
    const seen: ChatgateEvent[] = [];
    const following = (async () => {
      for await (const event of chatgate.events.iterate({
        follow: true,
        pollIntervalMs: 50,
        signal: controller.signal,
      })) {
        seen.push(event);
        if (event.type === 'message.status' && statusData(event).status === 'read') controller.abort();
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { id } = await chatgate.messages.sendText({ to: '919800071102', body: 'Live' });
    await following;
    expect(statusesOf(seen, id)).toEqual(['queued', 'sent', 'delivered', 'read']);
  });
});

describe('webhooks through the SDK', () => {
  it('sets a webhook, and verifies what it receives with the signing secret', async () => {
    const { chatgate, insid } = await sdkToken(ctx, 'hooks', '919800071003');
    const set = await chatgate.webhooks.set({ url: receiver.url, events: ['message.status'] });
    expect(set.secret).toMatch(/^whsec_/);
    const secret = set.secret as string;
    expect((await chatgate.webhooks.get()).url).toBe(receiver.url);

    const { id } = await chatgate.messages.sendText({ to: '919800071103', body: 'Hooked' });
    const deliveriesOf = () =>
      receiver.received
        .filter((r) => (JSON.parse(r.body) as ChatgateEvent).insid === insid)
        .map((r) => verifyWebhook(r.body, r.headers, secret));
    await expect.poll(() => statusesOf(deliveriesOf(), id)).toEqual(['queued', 'sent', 'delivered', 'read']);

    // The same bodies are what the event log holds.
    const logged: ChatgateEvent[] = [];
    for await (const event of chatgate.events.iterate()) logged.push(event);
    const delivered = deliveriesOf();
    expect(delivered.map((event) => logged.find((e) => e.seq === event.seq))).toEqual(delivered);

    const [first] = receiver.received.filter((r) => (JSON.parse(r.body) as ChatgateEvent).insid === insid);
    if (!first) throw new Error('nothing received');
    expect(() => verifyWebhook(`${first.body} `, first.headers, secret)).toThrow(WebhookVerificationError);
    const otherSecret = `whsec_${Buffer.from('another secret of 24 by').toString('base64')}`;
    expect(() => verifyWebhook(first.body, first.headers, otherSecret)).toThrow(WebhookVerificationError);
    // A fetch Headers and a raw Buffer body verify as well.
    const headers = new Headers(first.headers as Record<string, string>);
    expect(verifyWebhook(Buffer.from(first.body), headers, secret)).toEqual(JSON.parse(first.body));
  });

  it('tests, lists and replays deliveries, and rotates the secret', async () => {
    const { chatgate, insid } = await sdkToken(ctx, 'replays', '919800071004');
    const { secret } = await chatgate.webhooks.set({ url: receiver.url, events: ['message.status'] });
    const testDeliveries = () =>
      receiver.received.filter((r) => {
        const event = JSON.parse(r.body) as ChatgateEvent;
        return event.type === 'webhook.test' && event.insid === insid;
      });
    await chatgate.webhooks.test();
    await expect.poll(() => testDeliveries().length).toBe(1);

    const [delivery] = (await chatgate.webhooks.deliveries()).result;
    expect(delivery?.type).toBe('webhook.test');
    await chatgate.webhooks.replay(delivery?.id as string);
    await expect.poll(() => testDeliveries().length).toBe(2);

    const rotated = await chatgate.webhooks.rotateSecret();
    expect(rotated.secret).not.toBe(secret);
    await chatgate.webhooks.test();
    await expect.poll(() => testDeliveries().length).toBe(3);
    const latest = testDeliveries()[2];
    if (!latest) throw new Error('nothing received');
    // During the overlap a delivery verifies with either secret.
    expect(verifyWebhook(latest.body, latest.headers, rotated.secret).type).toBe('webhook.test');
    expect(verifyWebhook(latest.body, latest.headers, secret as string).type).toBe('webhook.test');

    await chatgate.webhooks.remove();
    expect((await chatgate.webhooks.get()).url).toBeNull();
  });
});
