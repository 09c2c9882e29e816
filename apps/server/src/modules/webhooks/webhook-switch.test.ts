import { WEBHOOK_EVENT_TYPES, WebhookMessages } from '@chatgate/contracts';
import { describe, expect, it } from 'vitest';
import { startReceiver } from '../../../test/webhook-receiver';
import { webhookTestContext } from '../../../test/webhook-test-context';

const { token } = webhookTestContext('ws', '9198000041');
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

describe('webhook settings: events, turning off and on, removing', () => {
  it('events omitted: every event for a new webhook, unchanged for a set one; a name given twice counts once', async () => {
    const a = await token();
    const created = await a.call('PUT', '/instance/webhook', { url: 'http://127.0.0.1:9/all' });
    expect(created.json().events).toEqual([...WEBHOOK_EVENT_TYPES]);
    const twice = await a.call('PUT', '/instance/webhook', {
      url: 'http://127.0.0.1:9/all',
      events: ['message.status', 'instance.state', 'message.status'],
    });
    expect(twice.json().events).toEqual(['message.status', 'instance.state']);
    const urlOnly = await a.call('PUT', '/instance/webhook', { url: 'http://127.0.0.1:9/other' });
    expect(urlOnly.json()).toMatchObject({
      url: 'http://127.0.0.1:9/other',
      events: ['message.status', 'instance.state'],
    });
    const b = await token();
    const noUrl = await b.call('PUT', '/instance/webhook', { events: ['message.status'] });
    expect([noUrl.statusCode, noUrl.json().message]).toEqual([400, WebhookMessages.urlRequired]);
  });

  it('enabled: false turns the webhook off (nothing delivered meanwhile), true turns it on, clears the reason and delivers what waited', async () => {
    const receiver = await startReceiver();
    try {
      const a = await token();
      await a.call('PUT', '/instance/webhook', { url: receiver.url, events: ['message.status'] });
      const off = await a.call('PUT', '/instance/webhook', { enabled: false });
      expect(off.json()).toMatchObject({
        url: receiver.url,
        events: ['message.status'],
        enabled: false,
        disabledReason: WebhookMessages.turnedOffByYou,
      });
      expect((await a.call('POST', '/instance/webhook/test')).statusCode).toBe(409);
      await a.call('POST', '/send/text', { to: '919812345678', body: 'while off' });
      await settle();
      expect(receiver.received).toHaveLength(0);

      const on = await a.call('PUT', '/instance/webhook', { enabled: true });
      expect(on.json()).toMatchObject({ url: receiver.url, enabled: true, disabledReason: null });
      // The events of the message sent while it was off were kept for it, and now go out.
      const types = () =>
        receiver.received.map((r) => JSON.parse(r.body) as { type: string; data: { body?: string } });
      await expect
        .poll(() => types().filter((e) => e.type === 'message.status' && e.data.body === 'while off').length)
        .toBeGreaterThanOrEqual(1);
      expect((await a.call('POST', '/instance/webhook/test')).statusCode).toBe(200);
      await expect.poll(() => types().filter((e) => e.type === 'webhook.test').length).toBe(1);
    } finally {
      await receiver.close();
    }
  });

  it('DELETE removes URL, events and secret; later events are not delivered, pending deliveries stop', async () => {
    const receiver = await startReceiver(() => ({ status: 500 }));
    try {
      const a = await token();
      const first = (await a.call('PUT', '/instance/webhook', { url: receiver.url })).json().secret;
      await a.call('POST', '/instance/webhook/test');
      await expect.poll(() => receiver.received.length).toBeGreaterThanOrEqual(1);

      // The dashboard's variant of the same call.
      const removed = await a.dash.delete(`/dash/wa/webhook?insid=${a.insid}`);
      expect([removed.statusCode, removed.json().message]).toEqual([200, WebhookMessages.removed]);
      expect((await a.call('GET', '/instance/webhook')).json()).toMatchObject({ url: null, enabled: false });
      const [stopped] = (await a.call('GET', '/instance/webhook/deliveries')).json().result;
      expect(stopped).toMatchObject({ status: 'failed', lastError: WebhookMessages.removedError });
      const attempts = receiver.received.length;
      await a.call('POST', '/send/text', { to: '919812345678', body: 'after removal' });
      await settle();
      expect(receiver.received).toHaveLength(attempts);
      expect((await a.call('POST', '/instance/webhook/test')).statusCode).toBe(404);
      expect((await a.call('DELETE', '/instance/webhook')).statusCode).toBe(404);

      // Set again, it is a new webhook with a new secret.
      const again = (await a.call('PUT', '/instance/webhook', { url: receiver.url })).json().secret;
      expect(again).toMatch(/^whsec_/);
      expect(again).not.toBe(first);
    } finally {
      await receiver.close();
    }
  });
});
