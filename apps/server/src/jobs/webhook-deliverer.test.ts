import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDatabase } from '../../test/webhook-database';
import { type Received, startReceiver } from '../../test/webhook-receiver';
import { type DelivererOptions, WebhookDeliverer } from './webhook-deliverer';

let hooks: Awaited<ReturnType<typeof webhookDatabase>>;
beforeAll(async () => {
  hooks = await webhookDatabase();
});
afterAll(() => hooks.close());

const quiet = { error: () => {}, warn: () => {} };
const options = (o: Partial<DelivererOptions>): DelivererOptions => ({
  timeoutMs: 10_000,
  concurrency: 64,
  perToken: 4,
  retryScale: 0.0002,
  allowPrivate: true,
  publicUrl: 'http://localhost',
  ...o,
});

/** The most requests that were being answered at once, for an endpoint answering after `delayMs`. */
function mostAtOnce(received: Received[], delayMs: number): number {
  // A request may start only once an earlier one was answered; allow for timer rounding.
  return Math.max(
    0,
    ...received.map((r) => received.filter((o) => o.at <= r.at && o.at > r.at - delayMs + 20).length),
  );
}

const ids = (received: Received[]) => received.map((r) => r.headers['webhook-id']);

async function running(o: Partial<DelivererOptions>, work: (deliverer: WebhookDeliverer) => Promise<void>) {
  const deliverer = new WebhookDeliverer(hooks.runtime, options(o), quiet);
  await deliverer.start();
  try {
    await work(deliverer);
  } finally {
    await deliverer.stop();
  }
}

describe('WebhookDeliverer', () => {
  it('keeps a token to its in-flight cap while leasing ahead, and serves other tokens meanwhile', async () => {
    const slow = await startReceiver(() => ({ status: 200, delayMs: 300 }));
    const fast = await startReceiver();
    try {
      const a = await hooks.token(slow.url);
      const b = await hooks.token(fast.url);
      await running({ perToken: 2 }, async () => {
        await hooks.events(a.insid, 12);
        await expect.poll(() => slow.received.length).toBeGreaterThan(0);
        const started = Date.now();
        await hooks.events(b.insid, 1);
        await expect.poll(() => fast.received.length).toBe(1);
        expect(Date.now() - started).toBeLessThan(1000);
        await expect.poll(() => slow.received.length, { timeout: 10_000 }).toBe(12);
      });
      expect(mostAtOnce(slow.received, 300)).toBe(2);
      expect(new Set(ids(slow.received)).size).toBe(12);
    } finally {
      await slow.close();
      await fast.close();
    }
  });

  it('gives back, when stopped, the deliveries it leased and did not attempt', async () => {
    const receiver = await startReceiver(() => ({ status: 200, delayMs: 500 }));
    try {
      const { insid } = await hooks.token(receiver.url);
      await running({ perToken: 1 }, async () => {
        await hooks.events(insid, 10);
        await expect.poll(() => receiver.received.length).toBe(1);
      });
      const states = await hooks.db.execute<{ status: string; locked: boolean }>(
        sql`select status, locked_until is not null as locked from webhook_deliveries where instance_id = ${insid}`,
      );
      expect(states.rows.filter((r) => r.locked)).toEqual([]);
      expect(states.rows.filter((r) => r.status === 'succeeded')).toHaveLength(1);

      // Not after the 30 s lease: the next deliverer sends the rest at once.
      await running({ perToken: 4 }, async () => {
        await expect.poll(() => receiver.received.length, { timeout: 5_000 }).toBe(10);
      });
      expect(new Set(ids(receiver.received)).size).toBe(10);
    } finally {
      await receiver.close();
    }
  });

  it('gives back at once what it leased of a token whose webhook another process turned off', async () => {
    const receiver = await startReceiver(() => ({ status: 200, delayMs: 200 }));
    try {
      const { insid } = await hooks.token(receiver.url);
      await running({ perToken: 1 }, async () => {
        await hooks.events(insid, 10);
        await expect.poll(() => receiver.received.length).toBe(1);
        // Straight in the database, as another process would: no signal reaches this one.
        await hooks.db.execute(
          sql`update webhook_endpoints set enabled = false where instance_id = ${insid}`,
        );
        await expect
          .poll(async () => {
            const { rows } = await hooks.db.execute<{ leased: number }>(
              sql`select count(*)::int as leased from webhook_deliveries
                  where instance_id = ${insid} and status = 'pending' and locked_until > now()`,
            );
            return rows[0]?.leased;
          })
          .toBe(0);
        await new Promise((resolve) => setTimeout(resolve, 600));
      });
      // The one in flight when it was turned off, and none of the other nine leased with it.
      expect(receiver.received.length).toBeLessThanOrEqual(2);
    } finally {
      await receiver.close();
    }
  });

  it('records an attempt whose Retry-After is absurdly long, waiting no longer than the schedule allows', async () => {
    const receiver = await startReceiver(() => ({
      status: 503,
      headers: { 'retry-after': '99999999999999999999' },
    }));
    try {
      const { insid } = await hooks.token(receiver.url);
      await running({}, async () => {
        await hooks.events(insid, 1);
        await expect.poll(() => receiver.received.length).toBe(1);
        await expect
          .poll(async () => {
            const { rows } = await hooks.db.execute<{ attempts: number; wait_h: string }>(
              sql`select attempts, extract(epoch from next_attempt_at - now()) / 3600 as wait_h
                  from webhook_deliveries where instance_id = ${insid}`,
            );
            return rows[0] && { attempts: rows[0].attempts, waitHours: Number(rows[0].wait_h) };
          })
          .toMatchObject({ attempts: 1, waitHours: expect.toSatisfy((h: number) => h > 9.9 && h <= 10) });
      });
    } finally {
      await receiver.close();
    }
  });

  it('attempts a leased delivery only while half its lease is left, so no lease runs out mid-queue', async () => {
    // 400 ms timeout: leases of 1.2 s, and 20 deliveries of 100 ms each one after another.
    const receiver = await startReceiver(() => ({ status: 200, delayMs: 100 }));
    try {
      const { insid } = await hooks.token(receiver.url);
      await running({ perToken: 1, timeoutMs: 400 }, async () => {
        await hooks.events(insid, 20);
        await expect.poll(() => new Set(ids(receiver.received)).size, { timeout: 15_000 }).toBe(20);
        await new Promise((resolve) => setTimeout(resolve, 500));
      });
      expect(receiver.received).toHaveLength(20);
      expect(
        receiver.received.map((r) => Number(JSON.parse(r.body).data.body)).sort((x, y) => x - y),
      ).toEqual(Array.from({ length: 20 }, (_, n) => n));
    } finally {
      await receiver.close();
    }
  });
});
