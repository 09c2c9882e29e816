import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cuttableProxy } from '../../../test/cuttable-proxy';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken } from '../../../test/linked-token';
import { connectDatabase, type DatabaseHandle } from '../../db/client';
import { stoppingOf } from '../../db/stopping';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { recordIncoming, recordStatus } from './messages.service';

// What WhatsApp hands over once (a received message, a receipt) is written through a database
// connection that a proxy cuts and restores, as an outage would.
let ctx: TestContext;
let proxy: Awaited<ReturnType<typeof cuttableProxy>>;
let throughProxy: DatabaseHandle;
beforeAll(async () => {
  ctx = await createTestContext();
  const url = new URL(ctx.config.DATABASE_URL ?? '');
  proxy = await cuttableProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  throughProxy = connectDatabase(url.toString(), 3);
});
afterAll(async () => {
  await throughProxy.close().catch(() => {});
  await proxy.close();
  await ctx.close();
});

const received = (id: string) => ({
  id,
  from: '919811110000',
  type: 'text' as const,
  body: `hello ${id}`,
  timestamp: new Date(),
});

/** Whether `promise` settles within `ms`: false while it is still waiting. */
const settlesWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

async function messageRow(id: string) {
  const { rows } = await ctx.db.execute<{ status: string; direction: string }>(
    sql`select status, direction from messages where id = ${id}`,
  );
  return rows[0];
}

describe('writes of what WhatsApp hands over once, during a database outage', () => {
  it('are held while the database is unreachable and land, with their events, once it is back', async () => {
    const token = await linkedToken(ctx, 'outage1', '919800007001');
    const sent = await token.call('POST', '/send/text', { to: '919812340001', body: 'will be delivered' });
    const sentId = sent.json().id as string;
    await expect.poll(async () => (await messageRow(sentId))?.status).toBe('read');
    await ctx.db.execute(sql`update messages set status = 'sent' where id = ${sentId}`);
    await throughProxy.db.execute(sql`select 1`);
    const { rows: marks } = await ctx.db.execute<{ seq: number }>(
      sql`select coalesce(max(seq), 0)::int as seq from instance_events where instance_id = ${token.insid}`,
    );

    await proxy.cut();
    const incomingId = randomUUID();
    const writes = [
      recordIncoming(throughProxy.db, token.insid, received(incomingId), ctx.config.publicUrl),
      recordStatus(throughProxy.db, sentId, 'delivered'),
    ];
    expect(await settlesWithin(Promise.all(writes), 1_500)).toBe(false);
    await proxy.restore();
    await Promise.all(writes);

    expect(await messageRow(incomingId)).toEqual({ status: 'received', direction: 'in' });
    expect((await messageRow(sentId))?.status).toBe('delivered');
    const { rows: events } = await ctx.db.execute<{ type: string; id: string; status: string }>(
      sql`select type, data->>'id' as id, data->>'status' as status from instance_events
          where instance_id = ${token.insid} and seq > ${marks[0]?.seq ?? 0} order by seq`,
    );
    expect(events).toEqual(
      expect.arrayContaining([
        { type: 'message.received', id: incomingId, status: 'received' },
        { type: 'message.status', id: sentId, status: 'delivered' },
      ]),
    );
    expect(events).toHaveLength(2);
  });

  it('give up when the process stops during the outage, so the stop does not wait for the database', async () => {
    const token = await linkedToken(ctx, 'outage2', '919800007002');
    await throughProxy.db.execute(sql`select 1`);
    await proxy.cut();
    const held = recordIncoming(throughProxy.db, token.insid, received(randomUUID()), ctx.config.publicUrl);
    const outcome = held.then(
      () => 'stored',
      (error: unknown) => error,
    );
    expect(await settlesWithin(held, 500)).toBe(false);
    stoppingOf(throughProxy.db).abort();
    expect(isDatabaseUnavailable(await outcome)).toBe(true);
    await proxy.restore();
  });
});
