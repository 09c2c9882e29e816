import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { trialToken } from '../../../test/linked-token';
import { appendEvent } from '../events/events.queries';
import { insertApiRequests } from '../logs/logs.queries';
import { insertIncoming } from '../messages/messages.queries';
import { enqueueMany } from '../messages/outbound-queue.service';
import { deleteInstance } from './instances.queries';

// messages, instance_events and api_requests have no foreign key to instances (a key check per
// row written on every send): a trigger removes a deleted token's rows, and writers lock the
// token first so that none is written for a token being deleted.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const text = (insid: string) => ({
  insid,
  content: { kind: 'text' as const, to: '919812345678', body: 'hi' },
  validitySeconds: null,
});

const incoming = (insid: string) => ({
  id: randomUUID(),
  instanceId: insid,
  remote: '919812345678',
  type: 'text',
  body: 'hello',
  payload: null,
});

const apiLine = (insid: string) => ({
  instanceId: insid,
  method: 'POST',
  path: '/api/v1/send/text',
  statusCode: 202,
  durationMs: 1,
  createdAt: new Date(),
});

/** How many rows of the token each table holds. */
async function rowsOf(insid: string) {
  const count = async (table: string) => {
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.raw(table)} where instance_id = ${insid}`,
    );
    return rows[0]?.n;
  };
  return {
    messages: await count('messages'),
    events: await count('instance_events'),
    apiRequests: await count('api_requests'),
  };
}

async function tokenWithRows(n: string) {
  const { insid, uuid } = await trialToken(ctx, n);
  await enqueueMany(ctx.db, [text(insid)]);
  await insertIncoming(ctx.db, [incoming(insid)]);
  await appendEvent(ctx.db, insid, 'instance.state', { state: 'disconnected', wid: null, reason: 'error' });
  await insertApiRequests(ctx.db, [apiLine(insid)]);
  expect(await rowsOf(insid)).toEqual({ messages: 2, events: 3, apiRequests: 1 });
  return { insid, uuid };
}

const nothing = { messages: 0, events: 0, apiRequests: 0 };

describe("a deleted token's messages, events and API log", () => {
  it('go with the token, deleted by itself or with its account', async () => {
    const one = await tokenWithRows('rows1');
    await deleteInstance(ctx.db, one.insid);
    expect(await rowsOf(one.insid)).toEqual(nothing);

    const other = await tokenWithRows('rows2');
    await ctx.db.execute(sql`delete from users where id = ${other.uuid}`);
    expect(await rowsOf(other.insid)).toEqual(nothing);
  });

  it('are not written once the token is gone', async () => {
    const { insid } = await tokenWithRows('rows3');
    await deleteInstance(ctx.db, insid);
    expect((await enqueueMany(ctx.db, [text(insid)])).ids).toEqual([null]);
    expect((await insertIncoming(ctx.db, [incoming(insid)])).ids.size).toBe(0);
    expect(await appendEvent(ctx.db, insid, 'instance.state', { state: 'qr', wid: null })).toBeNull();
    await insertApiRequests(ctx.db, [apiLine(insid)]);
    expect(await rowsOf(insid)).toEqual(nothing);
  });

  it('written while the delete waits are removed with the rest', async () => {
    const { insid } = await tokenWithRows('rows4');
    let deleting: Promise<void> | undefined;
    await ctx.db.transaction(async (tx) => {
      await enqueueMany(tx, [text(insid)]);
      await insertIncoming(tx, [incoming(insid)]);
      // The writer holds the token row: the delete waits for its commit.
      deleting = deleteInstance(ctx.db, insid);
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    await deleting;
    expect(await rowsOf(insid)).toEqual(nothing);
  });
});
