import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../src/db/client';
import { spawnServer } from './spawn-server';
import { createTestDatabase } from './test-database';
import { startReceiver } from './webhook-receiver';

const MESSAGES = Number(process.env.CRASH_TEST_MESSAGES ?? 1000);
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  handle = connectDatabase(database.url, 2);
});
afterAll(async () => {
  await handle.close();
  await database.drop();
});

async function json(
  url: string,
  body: object | undefined,
  headers: Record<string, string> = {},
  method = 'POST',
) {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const count = async (query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)).rows[0] as { n: number }).n;

describe('a crash in the middle of sending', () => {
  it('SIGKILL with 1,000 messages queued: after restart each is sent exactly once and every webhook arrives', async () => {
    const receiver = await startReceiver();
    const env = {
      DATABASE_URL: database.url,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      SIM_DELIVERY_DELAY_MS: '0',
      SIM_READ_DELAY_MS: '0',
      API_RATE_PER_SECOND: '100000',
      API_RATE_BURST: '100000',
    };
    // First life: slow pacing, so most messages are still queued when the process dies.
    const first = await spawnServer({ ...env, SEND_DELAY_MIN_MS: '50', SEND_DELAY_MAX_MS: '50' });
    const api = `${first.url}/api/v1`;
    try {
      const user = {
        name: 'Crash Test',
        username: 'crash',
        email: 'crash@example.com',
        mobile: '',
        password: 'Str0ng!pass',
      };
      await json(`${api}/auth/signup`, user);
      const session = (await json(`${api}/auth/login`, { username: 'crash', password: user.password })).body
        .Token as string;
      const auth = { authorization: `Bearer ${session}` };
      const uuid = (await json(`${api}/auth/fetchUser`, undefined, auth)).body.uuid as string;
      const insid = (
        (await json(`${api}/dash/wa/fetchInstance`, { uuid }, auth)).body.result as Array<{ insid: string }>
      )[0]?.insid as string;
      const key = (await json(`${api}/dash/wa/showKey`, { insid }, auth)).body.api_key as string;
      const qr = (await json(`${api}/dash/wa/qr`, { insid }, auth)).body.qr as string;
      await json(`${api}/sandbox/scan`, { qr, phone: '919800004001' }, auth);
      await expect
        .poll(() => count(sql`select count(*)::int as n from instances where authenticated`))
        .toBe(1);
      await json(
        `${api}/instance/webhook`,
        { url: receiver.url, events: ['message.status'] },
        { key, 'x-insid': insid },
        'PUT',
      );

      const accepted: string[] = [];
      for (let batch = 0; batch < MESSAGES / 100; batch++) {
        const answers = await Promise.all(
          Array.from({ length: 100 }, (_, i) =>
            json(
              `${api}/send/text?insid=${insid}`,
              { to: `91980${String(batch * 100 + i).padStart(6, '0')}1`, body: `m${batch * 100 + i}` },
              { key },
            ),
          ),
        );
        for (const a of answers) {
          expect(a.status).toBe(202);
          accepted.push(a.body.id as string);
        }
      }
      first.child.kill('SIGKILL');
      await first.exited;
      const queuedAtCrash = await count(sql`select count(*)::int as n from messages where status = 'queued'`);
      expect(queuedAtCrash).toBeGreaterThan(MESSAGES / 2);

      // Second life: no pacing; everything left must go out once.
      const second = await spawnServer({ ...env, SEND_DELAY_MIN_MS: '0', SEND_DELAY_MAX_MS: '0' });
      const restartedAt = Date.now();
      try {
        await expect
          .poll(
            () =>
              count(sql`select count(*)::int as n from messages where direction = 'out' and status = 'read'`),
            { timeout: 150_000, interval: 500 },
          )
          .toBe(MESSAGES);
        console.log(
          `crash-recovery: ${queuedAtCrash} queued at the crash, all sent ${((Date.now() - restartedAt) / 1000).toFixed(1)} s after the restart`,
        );
        // Exactly once on the network: each virtual phone received its message one time.
        expect(await count(sql`select count(*)::int as n from sim_messages where direction = 'in'`)).toBe(
          MESSAGES,
        );
        expect(
          await count(sql`select count(distinct id)::int as n from sim_messages where direction = 'in'`),
        ).toBe(MESSAGES);
        // Every message reported queued and read (statuses in between may be skipped when
        // receipts race), and every event that was written reached the webhook.
        const reported = await count(sql`select count(*)::int as n from (
          select data->>'id' from instance_events where type = 'message.status'
          group by data->>'id' having bool_or(data->>'status' = 'queued') and bool_or(data->>'status' = 'read')) m`);
        expect(reported).toBe(MESSAGES);
        const events = await count(
          sql`select count(*)::int as n from instance_events where type = 'message.status'`,
        );
        await expect
          .poll(() => new Set(receiver.received.map((r) => r.headers['webhook-id'])).size, {
            timeout: 60_000,
            interval: 500,
          })
          .toBe(events);
        expect(accepted).toHaveLength(MESSAGES);
      } finally {
        second.child.kill('SIGTERM');
        await second.exited;
      }
    } finally {
      if (first.child.exitCode === null) first.child.kill('SIGKILL');
      await receiver.close();
    }
  }, 400_000);
});
