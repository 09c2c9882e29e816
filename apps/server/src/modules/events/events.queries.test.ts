import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receivedMessageData } from '../../../test/event-data';
import { webhookDatabase } from '../../../test/webhook-database';
import { appendEvent } from './events.service';

let hooks: Awaited<ReturnType<typeof webhookDatabase>>;
beforeAll(async () => {
  hooks = await webhookDatabase();
});
afterAll(() => hooks.close());

/** Sessions of this database waiting for a lock. */
const waitingLocks = async () =>
  Number(
    (
      await hooks.db.execute<{ n: string }>(
        sql`select count(*) as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      )
    ).rows[0]?.n,
  );

async function untilWaiting(count: number): Promise<void> {
  await expect.poll(waitingLocks, { timeout: 5000, interval: 10 }).toBe(count);
}

describe('appending events', () => {
  it('two appends of one token, queued behind its update while a KEY SHARE lock is on it, both commit', async () => {
    const { insid } = await hooks.token('http://127.0.0.1:9/race');
    // The token's row is being updated (a new version, not committed yet) and key-share locked
    // (as the API request log and foreign key checks lock it) by two other transactions.
    const updater = await hooks.db.$client.connect();
    const keyShare = await hooks.db.$client.connect();
    try {
      await updater.query('begin');
      await updater.query('update instances set event_seq = event_seq where id = $1', [insid]);
      await keyShare.query('begin');
      await keyShare.query('select id from instances where id = $1 for key share', [insid]);
      const first = appendEvent(hooks.db, insid, 'message.received', receivedMessageData(insid, '1'));
      await untilWaiting(1);
      const second = appendEvent(hooks.db, insid, 'message.received', receivedMessageData(insid, '2'));
      await untilWaiting(2);
      await updater.query('commit');
      // Locking the row and then updating it in one statement deadlocked here ("deadlock detected").
      const appended = await Promise.allSettled([first, second]);
      expect(
        appended.map((a) => (a.status === 'rejected' ? String(a.reason?.cause ?? a.reason) : 'ok')),
      ).toEqual(['ok', 'ok']);
      await keyShare.query('commit');
    } finally {
      updater.release();
      keyShare.release();
    }
    const events = await hooks.db.execute<{ seq: string }>(
      sql`select seq from instance_events where instance_id = ${insid} order by seq`,
    );
    expect(events.rows.map((r) => Number(r.seq))).toEqual([1, 2]);
  });

  it('keys events and their webhook deliveries with version 7 UUIDs in time order', async () => {
    const { insid } = await hooks.token('http://127.0.0.1:9/ordered');
    const first = await appendEvent(hooks.db, insid, 'message.received', receivedMessageData(insid, '1'));
    await new Promise((resolve) => setTimeout(resolve, 2));
    const second = await appendEvent(hooks.db, insid, 'message.received', receivedMessageData(insid, '2'));
    const [earlier, later] = [String(first?.id), String(second?.id)];
    for (const id of [earlier, later]) expect(id[14]).toBe('7');
    expect(earlier < later).toBe(true);
    const millis = Number.parseInt(later.replace(/-/g, '').slice(0, 12), 16);
    expect(Math.abs(millis - Date.now())).toBeLessThan(60_000);
    const deliveries = await hooks.db.execute<{ id: string }>(
      sql`select id::text from webhook_deliveries where instance_id = ${insid} order by id`,
    );
    expect(deliveries.rows.map((r) => r.id[14])).toEqual(['7', '7']);
  });
});
