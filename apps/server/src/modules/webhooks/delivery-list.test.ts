import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { receivedMessageData } from '../../../test/event-data';
import { startReceiver } from '../../../test/webhook-receiver';
import { webhookTestContext } from '../../../test/webhook-test-context';
import { appendEvents } from '../events/events.service';

const { ctx, token } = webhookTestContext('dl', '9198000043');

type Delivery = { id: string; status: string };

describe('GET /instance/webhook/deliveries', () => {
  it('pages with cursor and nextCursor (null on the last page), and filters by status', async () => {
    const receiver = await startReceiver();
    try {
      const a = await token();
      await a.call('PUT', '/instance/webhook', { url: receiver.url, events: ['message.received'] });
      // Five events of one statement: their deliveries share one time, and pages still split them.
      await appendEvents(
        ctx().db,
        Array.from({ length: 5 }, (_, n) => ({
          insid: a.insid,
          type: 'message.received' as const,
          data: receivedMessageData(a.insid, String(n)),
        })),
      );
      ctx().runtime.wakeUps.eventsCommitted();
      const list = async (query: string) =>
        (await a.call('GET', `/instance/webhook/deliveries?${query}`)).json();
      await expect
        .poll(async () => (await list('status=succeeded')).result.length, { timeout: 10_000 })
        .toBe(5);
      const all = (await list('limit=200')).result as Delivery[];
      expect(all).toHaveLength(5);

      const seen: string[] = [];
      let cursor: string | null = null;
      const sizes: number[] = [];
      do {
        const page: { result: Delivery[]; nextCursor: string | null } = await list(
          `limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        sizes.push(page.result.length);
        seen.push(...page.result.map((d) => d.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(sizes).toEqual([2, 2, 1]);
      expect(seen).toEqual(all.map((d) => d.id));
      // A last page exactly as long as the limit says it is the last.
      expect((await list('limit=5')).nextCursor).toBeNull();

      const [failed, pending] = all as [Delivery, Delivery];
      await ctx().db.execute(sql`update webhook_deliveries set status = 'failed' where id = ${failed.id}`);
      await ctx().db.execute(
        sql`update webhook_deliveries set status = 'pending', next_attempt_at = now() + interval '1 day' where id = ${pending.id}`,
      );
      const ids = async (status: string) =>
        ((await list(`status=${status}`)).result as Delivery[]).map((d) => d.id);
      expect(await ids('failed')).toEqual([failed.id]);
      expect(await ids('pending')).toEqual([pending.id]);
      expect(await ids('succeeded')).toHaveLength(3);
      const filteredPage = await list('status=succeeded&limit=2');
      expect(filteredPage.result.map((d: Delivery) => d.status)).toEqual(['succeeded', 'succeeded']);
      expect(filteredPage.nextCursor).not.toBeNull();

      for (const bad of [
        'cursor=nonsense',
        'cursor=2026-01-01T00:00:00.000000Z_x',
        'status=sent',
        'limit=201',
      ])
        expect((await a.call('GET', `/instance/webhook/deliveries?${bad}`)).statusCode, bad).toBe(400);
    } finally {
      await receiver.close();
    }
  });
});
