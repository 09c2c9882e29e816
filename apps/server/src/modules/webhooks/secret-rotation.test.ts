import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { startReceiver } from '../../../test/webhook-receiver';
import { webhookTestContext } from '../../../test/webhook-test-context';

const { ctx, token } = webhookTestContext('rot', '9198000042');

const verifies = (secret: string, delivery: { body: string; headers: object }) => {
  try {
    new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
};

describe('signing secret rotation', () => {
  it('signs with the old and the new secret for the overlap, then with the new one only', async () => {
    const receiver = await startReceiver();
    try {
      const a = await token();
      const old = (await a.call('PUT', '/instance/webhook', { url: receiver.url })).json().secret as string;
      const fresh = (await a.call('POST', '/instance/webhook/secret')).json().secret as string;

      await a.call('POST', '/instance/webhook/test');
      await expect.poll(() => receiver.received.length).toBe(1);
      const during = receiver.received[0] as { body: string; headers: Record<string, string> };
      expect(during.headers['webhook-signature']).toMatch(/^v1,\S+ v1,\S+$/);
      expect([verifies(old, during), verifies(fresh, during)]).toEqual([true, true]);

      // The overlap is over (24 hours; here its end is moved to the past).
      await ctx().db.execute(
        sql`update webhook_endpoints set previous_secret_expires_at = now() - interval '1 second' where instance_id = ${a.insid}`,
      );
      await a.call('POST', '/instance/webhook/test');
      await expect.poll(() => receiver.received.length).toBe(2);
      const after = receiver.received[1] as { body: string; headers: Record<string, string> };
      expect(after.headers['webhook-signature']).toMatch(/^v1,\S+$/);
      expect([verifies(old, after), verifies(fresh, after)]).toEqual([false, true]);
    } finally {
      await receiver.close();
    }
  });
});
