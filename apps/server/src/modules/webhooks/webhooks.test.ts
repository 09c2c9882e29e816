import { WebhookMessages } from '@chatgate/contracts';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/harness';
import { linkedToken } from '../../../test/linked-token';
import { startReceiver } from '../../../test/webhook-receiver';
import { webhookTestContext } from '../../../test/webhook-test-context';

const { token, tokenBeside } = webhookTestContext('w', '9198000030');

describe('webhook settings', () => {
  it('shows the signing secret once, rotates it, and refuses private addresses unless allowed', async () => {
    const a = await token();
    const saved = await a.call('PUT', '/instance/webhook', {
      url: 'http://127.0.0.1:9/hook',
      events: ['message.received'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().secret).toMatch(/^whsec_/);
    expect(
      (await a.call('PUT', '/instance/webhook', { url: 'http://127.0.0.1:9/other' })).json().secret,
    ).toBeUndefined();
    expect((await a.call('GET', '/instance/webhook')).json()).toMatchObject({
      url: 'http://127.0.0.1:9/other',
      enabled: true,
    });
    const rotated = (await a.call('POST', '/instance/webhook/secret')).json().secret;
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(saved.json().secret);

    const strict = await createTestContext({ WEBHOOK_ALLOW_PRIVATE: 'false' });
    try {
      const b = await linkedToken(strict, 'strict', '919800003099');
      for (const url of [
        'http://127.0.0.1/x',
        'http://10.1.2.3/x',
        'http://[::1]/x',
        'http://169.254.169.254/latest',
        'http://[::ffff:127.0.0.1]:8080/x',
        'http://[::ffff:a9fe:a9fe]/latest',
        'http://[64:ff9b::a00:1]/x',
        'http://[2002:c0a8:101::1]/x',
        'ftp://example.com',
      ]) {
        const res = await b.call('PUT', '/instance/webhook', { url });
        expect(res.statusCode, url).toBe(400);
      }
    } finally {
      await strict.close();
    }
  });
});

describe('webhook delivery', () => {
  it('retries a failing receiver: 4 attempts, one webhook-id, a valid signature each time', async () => {
    const receiver = await startReceiver((count) => ({ status: count <= 3 ? 500 : 204 }));
    try {
      const a = await token();
      const { secret } = (
        await a.call('PUT', '/instance/webhook', { url: receiver.url, events: ['instance.state'] })
      ).json();
      await a.call('POST', '/instance/webhook/test');
      await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(4);
      await new Promise((r) => setTimeout(r, 300));
      const attempts = receiver.received;
      expect(attempts).toHaveLength(4);
      expect(new Set(attempts.map((r) => r.headers['webhook-id'])).size).toBe(1);
      const verifier = new Webhook(secret);
      for (const attempt of attempts) {
        const payload = verifier.verify(attempt.body, attempt.headers as Record<string, string>) as {
          type: string;
          insid: string;
          seq: number;
        };
        expect(payload).toMatchObject({ type: 'webhook.test', insid: a.insid });
      }
      const list = (await a.call('GET', '/instance/webhook/deliveries')).json().result;
      const delivery = list.find(
        (d: { eventId: string }) => d.eventId === attempts[0]?.headers['webhook-id'],
      );
      expect(delivery).toMatchObject({ status: 'succeeded', attempts: 4, lastStatusCode: 204 });
    } finally {
      await receiver.close();
    }
  });

  it('honours Retry-After, disables the endpoint on 410, and replays on request', async () => {
    const answers = [{ status: 503, headers: { 'retry-after': '1' } }, { status: 410 }];
    const receiver = await startReceiver((count) => answers[count - 1] ?? { status: 200 });
    try {
      const a = await token();
      await a.call('PUT', '/instance/webhook', { url: receiver.url, events: ['instance.state'] });
      await a.call('POST', '/instance/webhook/test');
      await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(2);
      const [first, second] = receiver.received;
      expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(950);
      await expect
        .poll(async () => (await a.call('GET', '/instance/webhook')).json())
        .toMatchObject({ enabled: false });
      // Turned off, a test or a replay would go nowhere: 409, saying how to turn it on.
      const lastDelivery = async () => (await a.call('GET', '/instance/webhook/deliveries')).json().result[0];
      await expect.poll(lastDelivery).toMatchObject({ status: 'failed', lastStatusCode: 410 });
      const failed = await lastDelivery();
      const test = await a.call('POST', '/instance/webhook/test');
      expect([test.statusCode, test.json().code]).toEqual([409, 'CONFLICT']);
      expect(test.json().message).toBe(
        `${WebhookMessages.turnedOff} Reason: The endpoint answered 410 Gone.`,
      );
      const refused = await a.call('POST', `/instance/webhook/deliveries/${failed.id}/replay`);
      expect(refused.statusCode).toBe(409);

      // Turned on again: the reason goes, and the replay is delivered.
      expect((await a.call('PUT', '/instance/webhook', { enabled: true })).json()).toMatchObject({
        enabled: true,
        disabledReason: null,
      });
      expect((await a.call('POST', `/instance/webhook/deliveries/${failed.id}/replay`)).statusCode).toBe(200);
      await expect.poll(() => receiver.received.length).toBe(3);
      expect(JSON.parse(receiver.received[2]?.body ?? '{}').type).toBe('webhook.test');
    } finally {
      await receiver.close();
    }
  });

  it('delivers incoming messages, and a slow endpoint does not hold up another token', async () => {
    const slow = await startReceiver(() => ({ status: 200, delayMs: 3000 }));
    const fast = await startReceiver();
    try {
      const a = await token();
      const b = await tokenBeside(a);
      await a.call('PUT', '/instance/webhook', { url: slow.url, events: ['message.status'] });
      await b.call('PUT', '/instance/webhook', { url: fast.url, events: ['message.received'] });
      for (let i = 0; i < 6; i++)
        await a.call('POST', '/send/text', { to: '919812345678', body: `slow ${i}` });
      const started = Date.now();
      await a.dash.post('/sandbox/phones', { phone: '919800003199' });
      await a.call('POST', '/send/text', { to: b.phone, body: 'hello b' });
      await expect.poll(() => fast.received.length, { timeout: 2500 }).toBeGreaterThanOrEqual(1);
      expect(Date.now() - started).toBeLessThan(2500);
      // The slow endpoint never has more than its share in flight.
      expect(slow.received.length).toBeLessThanOrEqual(4);
      expect(JSON.parse(fast.received[0]?.body ?? '{}')).toMatchObject({
        type: 'message.received',
        data: { body: 'hello b', chatId: a.phone },
      });
    } finally {
      await slow.close();
      await fast.close();
    }
  });
});
