import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseThroughProxy } from '../../test/cuttable-proxy';
import { createTestDatabase } from '../../test/test-database';
import { listenForChanges, SharedListener } from './change-listener';
import { connectDatabase, type DatabaseHandle } from './client';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
/** Through a proxy: the listening connection can be cut. */
let handle: Awaited<ReturnType<typeof databaseThroughProxy>>;
/** Straight to the database: notifies while the proxy is cut. */
let notifier: DatabaseHandle;
/** The process's one listening connection, on `handle`'s pool. */
let changes: SharedListener;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = await databaseThroughProxy(database.url, 4);
  changes = new SharedListener(handle.pool);
  notifier = connectDatabase(database.url, 1);
});
afterAll(async () => {
  await handle.close();
  await notifier.close();
  await database.drop();
});

const quietLog = { warn: () => {} };

/** A subscriber that keeps what it heard and counts its resets. */
async function subscriber(channel: string) {
  const heard: string[] = [];
  let resets = 0;
  const listener = await listenForChanges(
    changes,
    channel,
    (payload) => heard.push(payload),
    () => resets++,
    quietLog,
  );
  return {
    listener,
    heard,
    get resets() {
      return resets;
    },
  };
}

const notify = (channel: string, payload: string) =>
  notifier.pool.query('select pg_notify($1, $2)', [channel, payload]);

/** Reconnecting after a cut waits out the listener's backoff. */
const WAIT = { timeout: 10_000 };

describe('change listeners', () => {
  it('share one connection of the pool, and each hears only its own channel', async () => {
    const tokens = await subscriber('probe_tokens');
    const hooks = await subscriber('probe_hooks');
    const moreTokens = await subscriber('probe_tokens');
    expect(handle.pool.totalCount).toBe(1);
    expect(handle.pool.idleCount).toBe(0);

    await notify('probe_tokens', 't1');
    await notify('probe_hooks', 'h1');
    await expect
      .poll(() => [tokens.heard, moreTokens.heard, hooks.heard], WAIT)
      .toEqual([['t1'], ['t1'], ['h1']]);

    // The other queries of the pool get the rest of its connections.
    const busy = await Promise.all([1, 2, 3].map(() => handle.pool.connect()));
    for (const client of busy) client.release();

    await moreTokens.listener.close();
    await notify('probe_tokens', 't2');
    await expect.poll(() => tokens.heard, WAIT).toEqual(['t1', 't2']);
    expect(moreTokens.heard).toEqual(['t1']);

    await tokens.listener.close();
    await hooks.listener.close();
    expect(handle.pool.idleCount).toBe(handle.pool.totalCount);
    // The connection given back serves queries like any other: it listens on nothing.
    const all = await Promise.all([1, 2, 3, 4].map(() => handle.pool.connect()));
    for (const client of all) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_listening_channels()',
      );
      expect(rows[0]?.n).toBe(0);
      expect(client.listenerCount('notification')).toBe(0);
      client.release();
    }
  });

  it('reset every subscriber when the connection drops, and listen again on all channels once it is back', async () => {
    const tokens = await subscriber('probe_tokens');
    const hooks = await subscriber('probe_hooks');
    expect(tokens.listener.listening && hooks.listener.listening).toBe(true);
    const resetsBefore = [tokens.resets, hooks.resets];

    await handle.cut();
    await expect
      .poll(() => [tokens.listener.listening, hooks.listener.listening], WAIT)
      .toEqual([false, false]);
    expect(tokens.resets).toBe((resetsBefore[0] as number) + 1);
    expect(hooks.resets).toBe((resetsBefore[1] as number) + 1);
    // Missed while cut: the resets are how the subscribers learn they may have missed something.
    await notify('probe_tokens', 'missed');

    await handle.restore();
    await expect
      .poll(() => [tokens.listener.listening, hooks.listener.listening], WAIT)
      .toEqual([true, true]);
    expect(tokens.resets).toBe((resetsBefore[0] as number) + 2);
    expect(hooks.resets).toBe((resetsBefore[1] as number) + 2);

    await notify('probe_tokens', 't3');
    await notify('probe_hooks', 'h3');
    await expect.poll(() => [tokens.heard, hooks.heard], WAIT).toEqual([['t3'], ['h3']]);

    await tokens.listener.close();
    await hooks.listener.close();
  });

  it('subscribed while the database is unreachable, listen once it is reachable', async () => {
    await handle.cut();
    const late = await subscriber('probe_late');
    expect(late.listener.listening).toBe(false);
    await handle.restore();
    await expect.poll(() => late.listener.listening, WAIT).toBe(true);
    await notify('probe_late', 'l1');
    await expect.poll(() => late.heard, WAIT).toEqual(['l1']);
    await late.listener.close();
  });
});
