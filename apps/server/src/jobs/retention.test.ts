import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { linkedToken } from '../../test/linked-token';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
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

/** Sends the message retention must keep; answers the token's first event, for deliveries of it. */
async function sendKept(token: Awaited<ReturnType<typeof linkedToken>>) {
  const sent = await token.call('POST', '/send/text', { to: '919812345678', body: 'kept' });
  expect(sent.statusCode).toBe(202);
  const { rows } = await ctx.db.execute<{ id: string }>(
    sql`select id from instance_events where instance_id = ${token.insid} limit 1`,
  );
  return rows[0];
}

/** The test's database, noting how many rows each statement run through it touched. */
function countingStatements() {
  const pool = ctx.db.$client;
  const touched: number[] = [];
  const client = {
    async query(config: pg.QueryConfig, values?: unknown[]) {
      const result = await pool.query(config, values);
      touched.push(result.rowCount ?? 0);
      return result;
    },
  };
  return { db: drizzle(client as unknown as pg.Pool, { schema }) as unknown as Db, touched };
}

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
    const event = await sendKept(a);
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
    await ctx.db.execute(sql`
      insert into mail_outbox (to_address, subject, text_body, status, created_at) values
        ('old-sent@example.com', 's', '', 'sent', now() - interval '31 days'),
        ('old-failed@example.com', 's', '', 'failed', now() - interval '31 days'),
        ('old-pending@example.com', 's', 'b', 'pending', now() - interval '31 days'),
        ('new-sent@example.com', 's', '', 'sent', now() - interval '1 day')`);

    const purged = await purgeExpired(ctx.db, 30);
    expect(purged).toEqual({
      idempotencyKeys: 1,
      webhookDeliveries: 2,
      apiRequests: 1,
      sheetUploads: 1,
      mails: 2,
    });
    const { rows: mailsLeft } = await ctx.db.execute<{ to_address: string }>(
      sql`select to_address from mail_outbox where to_address like '%-%@example.com' order by to_address`,
    );
    // A mail still pending is never dropped, however old.
    expect(mailsLeft.map((m) => m.to_address)).toEqual(['new-sent@example.com', 'old-pending@example.com']);
    expect(await count('sheet_uploads', a.insid)).toBe(1);
    expect(await count('idempotency_keys', a.insid)).toBe(1);
    // A delivery still pending is never dropped, however old.
    expect(await count('webhook_deliveries', a.insid)).toBe(2);
    expect(await count('messages', a.insid)).toBe(1);
  });

  it('deletes a statement at most a batch, across as many batches as it takes, and nothing that is not due', async () => {
    const a = await linkedToken(ctx, 2, '919800008002');
    const event = await sendKept(a);
    await ctx.db.execute(sql`
      insert into idempotency_keys (instance_id, key, request_hash, status_code, response, created_at)
      select ${a.insid}, 'old' || n, 'h', 202, '{}'::jsonb, now() - interval '25 hours' from generate_series(1, 3) n
      union all select ${a.insid}, 'new', 'h', 202, '{}', now() - interval '23 hours'`);
    await ctx.db.execute(sql`
      insert into api_requests (instance_id, method, path, status_code, duration_ms, created_at)
      select ${a.insid}, 'POST', '/api/v1/send/text', 202, 1, now() - interval '31 days' from generate_series(1, 7)
      union all select ${a.insid}, 'POST', '/api/v1/send/text', 202, 1, now() - interval '29 days'`);
    await ctx.db.execute(sql`
      insert into webhook_deliveries (event_id, instance_id, status, created_at)
      select ${event?.id}::uuid, ${a.insid}, case when n % 2 = 0 then 'succeeded' else 'failed' end, now() - interval '31 days'
        from generate_series(1, 5) n
      union all select ${event?.id}::uuid, ${a.insid}, 'pending', now() - interval '31 days'
      union all select ${event?.id}::uuid, ${a.insid}, 'succeeded', now() - interval '29 days'`);
    await ctx.db.execute(sql`
      insert into sheet_uploads (instance_id, file_name, rows, created_at)
      select ${a.insid}, 'old.csv', '[]'::jsonb, now() - interval '25 hours' from generate_series(1, 4)
      union all select ${a.insid}, 'new.csv', '[]', now() - interval '23 hours'`);

    const { db, touched } = countingStatements();
    const purged = await purgeExpired(db, 30, new Date(), 2);
    expect(purged).toEqual({
      idempotencyKeys: 3,
      webhookDeliveries: 5,
      apiRequests: 7,
      sheetUploads: 4,
      mails: 0,
    });
    expect(Math.max(...touched)).toBe(2);
    expect(touched.reduce((sum, n) => sum + n, 0)).toBe(3 + 5 + 7 + 4);
    expect(await count('idempotency_keys', a.insid)).toBe(1);
    // By age: the send's own log line is written by a flush that may come at any point.
    const { rows: logAges } = await ctx.db.execute<{ age: string }>(
      sql`select date_part('day', now() - created_at)::int as age from api_requests
          where instance_id = ${a.insid} and created_at < now() - interval '1 day'`,
    );
    expect(logAges.map((r) => Number(r.age))).toEqual([29]);
    expect(await count('webhook_deliveries', a.insid)).toBe(2);
    expect(await count('sheet_uploads', a.insid)).toBe(1);
    expect(await count('messages', a.insid)).toBe(1);
  });
});
