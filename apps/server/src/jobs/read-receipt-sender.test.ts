import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import { connectDatabase, type DatabaseHandle } from '../db/client';
import { applyMigrations } from '../db/migrate';
import type { MessagingEngine, ReceivedMessageRef } from '../engines/engine';
import { EngineError } from '../engines/engine-error';
import { ReadReceiptSender } from './read-receipt-sender';
import type { SessionOwnership } from './session-host/session-host';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  handle = connectDatabase(database.url, 3);
  await applyMigrations(handle.pool);
  const user = randomUUID();
  await handle.db.execute(sql`insert into users (id, username, email, name, password_hash)
    values (${user}, 'receipts', 'receipts@example.com', 'Receipts', 'x')`);
  await handle.db.execute(sql`insert into instances (id, user_id, name, api_key_hash, api_key_cipher, api_key_hint)
    values ('ins_a', ${user}, 'A', 'hash-a', 'c', 'abcd'), ('ins_b', ${user}, 'B', 'hash-b', 'c', 'abcd')`);
});
afterAll(async () => {
  await handle.close();
  await database.drop();
});

/** The phone the tokens are linked to, unless a test relinks one. */
const PHONE = '919800000000';

/** An engine whose tokens are online unless listed in `offline`; it records the receipts it took. */
function fakeEngine() {
  const listeners: Array<(event: { insid: string; wid: string }) => void> = [];
  const offline = new Set<string>();
  const sent: Array<{ insid: string; chatId: string; ids: string[] }> = [];
  const engine = {
    on: (event: string, listener: (event: { insid: string; wid: string }) => void) => {
      if (event === 'connected') listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
    async sendReadReceipts(insid: string, chatId: string, messages: ReceivedMessageRef[]) {
      if (offline.has(insid)) throw new EngineError('not-connected', 'offline');
      sent.push({ insid, chatId, ids: messages.map((m) => m.id) });
    },
  } as unknown as MessagingEngine;
  const connect = (insid: string, wid = PHONE) => {
    offline.delete(insid);
    for (const listener of listeners) listener({ insid, wid });
  };
  return { engine, offline, sent, connect };
}

/** Receipts owed by `phone` for these messages of a chat, due now; `seq` in the order given. */
async function owe(
  insid: string,
  chatId: string,
  seqs: number[],
  { markedAgo = "interval '0'", phone = PHONE } = {},
) {
  const ids = seqs.map(() => randomUUID());
  for (const [n, id] of ids.entries()) {
    await handle.db.execute(sql`insert into pending_read_receipts
      (message_id, instance_id, chat_id, seq, engine_ref, phone, marked_at, next_attempt_at)
      values (${id}, ${insid}, ${chatId}, ${seqs[n]}, '{"key":1}', ${phone},
        now() - ${sql.raw(markedAgo)}, now())`);
  }
  return ids;
}

const owedIn = async (chatId: string) =>
  (
    await handle.db.execute<{ attempts: number; waitS: number }>(
      sql`select attempts, extract(epoch from next_attempt_at - now())::int as "waitS"
          from pending_read_receipts where chat_id = ${chatId}`,
    )
  ).rows;

const hosting = (insids: string[]): SessionOwnership => ({
  owns: (insid) => insids.includes(insid),
  owned: () => insids,
  guard: () => undefined,
});

const quiet = { error: () => {}, warn: () => {}, info: () => {} };
/** A log that keeps its lines of one level. */
function recording(level: 'warn' | 'info') {
  const lines: Array<{ obj: object; msg: string }> = [];
  return { lines, log: { ...quiet, [level]: (obj: object, msg: string) => lines.push({ obj, msg }) } };
}
let running: ReadReceiptSender | undefined;
function start(sender: ReadReceiptSender) {
  running = sender;
  sender.start();
  return sender;
}
afterEach(async () => {
  await running?.stop();
  await handle.db.execute(sql`delete from pending_read_receipts`);
});

describe('owed read receipts', () => {
  it('go chat by chat, all of a chat in one call in arrival order, for the tokens this process hosts', async () => {
    const { engine, sent } = fakeEngine();
    const [third, first, second] = await owe('ins_a', '919811110001', [30, 10, 20]);
    const [other] = await owe('ins_a', '919811110002', [40]);
    await owe('ins_b', '919811110003', [50]);
    start(new ReadReceiptSender(handle.db, engine, quiet, hosting(['ins_a']), 50));
    await expect.poll(() => sent.length).toBe(2);
    expect(sent).toContainEqual({ insid: 'ins_a', chatId: '919811110001', ids: [first, second, third] });
    expect(sent).toContainEqual({ insid: 'ins_a', chatId: '919811110002', ids: [other] });
    expect(await owedIn('919811110001')).toEqual([]);
    // Another process hosts ins_b: its receipts wait for it.
    expect(await owedIn('919811110003')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent).toHaveLength(2);
  });

  it('a refused try waits longer each time; the phone connecting sends them at once, once', async () => {
    const { engine, offline, sent, connect } = fakeEngine();
    offline.add('ins_a');
    const ids = await owe('ins_a', '919811110004', [1, 2]);
    start(new ReadReceiptSender(handle.db, engine, quiet, undefined, 50));
    await expect.poll(async () => (await owedIn('919811110004'))[0]?.attempts).toBe(1);
    const [waiting] = await owedIn('919811110004');
    expect(waiting?.waitS).toBeGreaterThanOrEqual(10);
    await handle.db.execute(
      sql`update pending_read_receipts set next_attempt_at = now() where chat_id = '919811110004'`,
    );
    await expect.poll(async () => (await owedIn('919811110004'))[0]?.attempts).toBe(2);
    expect((await owedIn('919811110004'))[0]?.waitS).toBeGreaterThanOrEqual(25);
    expect(sent).toEqual([]);

    connect('ins_a');
    await expect.poll(() => sent).toEqual([{ insid: 'ins_a', chatId: '919811110004', ids }]);
    expect(await owedIn('919811110004')).toEqual([]);
    connect('ins_a');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent).toHaveLength(1);
  });

  it('gives up receipts owed for a week, and says so', async () => {
    const { engine, sent } = fakeEngine();
    const { lines: warnings, log } = recording('warn');
    await owe('ins_a', '919811110005', [1, 2], { markedAgo: "interval '8 days'" });
    const [fresh] = await owe('ins_a', '919811110006', [3], { markedAgo: "interval '6 days'" });
    start(new ReadReceiptSender(handle.db, engine, log, undefined, 50));
    await expect.poll(() => sent).toEqual([{ insid: 'ins_a', chatId: '919811110006', ids: [fresh] }]);
    expect(await owedIn('919811110005')).toEqual([]);
    expect(warnings).toEqual([
      {
        obj: { insid: 'ins_a', chatId: '919811110005', count: 2 },
        msg: 'read receipts given up: not sent within 7 days of marking the messages read',
      },
    ]);
  });

  it('relinked to another phone: what the earlier phone owed is dropped, with a log line, not sent', async () => {
    const { engine, offline, sent, connect } = fakeEngine();
    const { lines: infos, log } = recording('info');
    offline.add('ins_a');
    await owe('ins_a', '919811110007', [1, 2], { phone: '919800000009' });
    const [mine] = await owe('ins_a', '919811110008', [3]);
    start(new ReadReceiptSender(handle.db, engine, log, undefined, 50));
    await expect.poll(async () => (await owedIn('919811110007'))[0]?.attempts).toBe(1);

    connect('ins_a');
    await expect.poll(() => sent).toEqual([{ insid: 'ins_a', chatId: '919811110008', ids: [mine] }]);
    expect(await owedIn('919811110007')).toEqual([]);
    expect(infos).toEqual([
      {
        obj: { insid: 'ins_a', chatId: '919811110007', count: 2 },
        msg: 'read receipts dropped: the messages came in on another phone than the one now linked',
      },
    ]);
  });

  it("the same phone connecting again sends what it owed; another token's phone drops nothing of it", async () => {
    const { engine, offline, sent, connect } = fakeEngine();
    offline.add('ins_a');
    const ids = await owe('ins_a', '919811110009', [1]);
    start(new ReadReceiptSender(handle.db, engine, quiet, undefined, 50));
    await expect.poll(async () => (await owedIn('919811110009'))[0]?.attempts).toBe(1);

    connect('ins_b', '919800000009');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await owedIn('919811110009')).toHaveLength(1);
    connect('ins_a');
    await expect.poll(() => sent).toEqual([{ insid: 'ins_a', chatId: '919811110009', ids }]);
  });
});
