import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { linkedToken } from '../../test/linked-token';
import { purgeExpired } from './retention';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const count = async (table: string, insid: string) =>
  Number(
    (
      await ctx.db.execute<{ n: string }>(
        sql`select count(*) as n from ${sql.identifier(table)} where instance_id = ${insid}`,
      )
    ).rows[0]?.n,
  );

describe('retention', () => {
  it('deletes expired idempotency keys, old finished deliveries and old log lines; keeps the rest and every message', async () => {
    const a = await linkedToken(ctx, 1, '919800008001');
    await ctx.db.execute(sql`
      insert into idempotency_keys (instance_id, key, request_hash, status_code, response, created_at) values
        (${a.insid}, 'old', 'h', 202, '{}', now() - interval '25 hours'),
        (${a.insid}, 'new', 'h', 202, '{}', now() - interval '1 hour')`);
    await ctx.db.execute(sql`
      insert into api_requests (instance_id, method, path, status_code, duration_ms, created_at) values
        (${a.insid}, 'POST', '/api/v1/send/text', 202, 1, now() - interval '31 days'),
        (${a.insid}, 'POST', '/api/v1/send/text', 202, 1, now() - interval '1 day')`);
    const sent = await a.call('POST', '/send/text', { to: '919812345678', body: 'kept' });
    expect(sent.statusCode).toBe(202);
    const [event] = (
      await ctx.db.execute<{ id: string }>(
        sql`select id from instance_events where instance_id = ${a.insid} limit 1`,
      )
    ).rows;
    await ctx.db.execute(sql`
      insert into webhook_deliveries (event_id, instance_id, status, created_at) values
        (${event?.id}, ${a.insid}, 'succeeded', now() - interval '31 days'),
        (${event?.id}, ${a.insid}, 'failed', now() - interval '31 days'),
        (${event?.id}, ${a.insid}, 'pending', now() - interval '31 days'),
        (${event?.id}, ${a.insid}, 'succeeded', now() - interval '1 day')`);
    await ctx.db.execute(sql`
      insert into sheet_uploads (instance_id, file_name, rows, created_at) values
        (${a.insid}, 'old.csv', '[]', now() - interval '25 hours'),
        (${a.insid}, 'new.csv', '[]', now() - interval '1 hour')`);

    const purged = await purgeExpired(ctx.db, 30);
    expect(purged).toEqual({ idempotencyKeys: 1, webhookDeliveries: 2, apiRequests: 1, sheetUploads: 1 });
    expect(await count('sheet_uploads', a.insid)).toBe(1);
    expect(await count('idempotency_keys', a.insid)).toBe(1);
    // A delivery still pending is never dropped, however old.
    expect(await count('webhook_deliveries', a.insid)).toBe(2);
    expect(await count('messages', a.insid)).toBe(1);
  });
});
