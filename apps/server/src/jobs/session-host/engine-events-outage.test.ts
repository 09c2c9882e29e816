import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseThroughProxy } from '../../../test/cuttable-proxy';
import { createTestContext, type TestContext } from '../../../test/harness';
import { trialToken } from '../../../test/linked-token';
import { connectDatabase, type Db } from '../../db/client';
import { OutageHolding } from '../../db/outage-holding';
import { isDatabaseUnavailable } from '../../db/unavailable';
import type { MessagingEngine } from '../../engines/engine';
import { EngineEventHub } from '../../engines/event-hub';
import { eventsAfter } from '../../modules/events/events.queries';
import { WakeUps } from '../../modules/events/wake-ups';
import { groupChangeRecorder } from '../../modules/instances/group-changes';
import { createMessageWriters } from '../../modules/messages/held-writes.service';
import { findMessage } from '../../modules/messages/messages.queries';
import { enqueueMany } from '../../modules/messages/outbound-queue.service';
import { wireEngineEvents } from './engine-events';

// What the engine reports once (WhatsApp does not hand it over again) is written through a
// database connection that a proxy cuts and restores, as an outage would.
let ctx: TestContext;
let throughProxy: Awaited<ReturnType<typeof databaseThroughProxy>>;
beforeAll(async () => {
  ctx = await createTestContext();
  throughProxy = await databaseThroughProxy(ctx.config.DATABASE_URL ?? '');
});
afterAll(async () => {
  await throughProxy.close();
  await ctx.close();
});

const GROUP = '120363000000000001@g.us';

/** What a process writing on `db` runs on, keeping what it holds through an outage under `root`. */
function processOn(db: Db, root: string | null = null) {
  const holding = new OutageHolding(root);
  const deps = { db, holding, wakeUps: new WakeUps() };
  return { ...deps, messageWriters: createMessageWriters(deps), groupChanges: groupChangeRecorder(deps) };
}

const received = (id: string) => ({
  id,
  from: '919811110000',
  type: 'text' as const,
  body: `hello ${id}`,
  timestamp: new Date(),
});

describe('engine events during a database outage', () => {
  it('are held while the database is unreachable and stored, with their events, once it is back', async () => {
    const { insid } = await trialToken(ctx, 'outage1');
    const { ids } = await enqueueMany(ctx.db, [
      { insid, content: { kind: 'text', to: '919812340001', body: 'one' }, validitySeconds: null },
    ]);
    const sentId = ids[0] as string;
    const wid = '919800007001';
    const hub = new EngineEventHub();
    const engine = {
      on: hub.on.bind(hub),
      sessionState: async () => ({ state: 'connected', wid }),
    } as unknown as MessagingEngine;
    const errors: unknown[] = [];
    const unwire = wireEngineEvents(
      { ...processOn(throughProxy.db), engine, live: ctx.live, config: ctx.config },
      { error: (obj) => errors.push(obj) },
      'http://localhost',
    );
    const start = (await eventsAfter(ctx.db, insid, 0, 1000)).length;
    await throughProxy.db.execute(sql`select 1`);
    const incomingId = randomUUID();
    try {
      await throughProxy.cut();
      hub.emit('connected', { insid, wid });
      hub.emit('message', { insid, message: received(incomingId) });
      hub.emit('status', { insid, messageId: sentId, status: 'sent' });
      hub.emit('group', {
        insid,
        groupId: GROUP,
        action: 'add',
        participants: ['919811110001'],
      });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await throughProxy.restore();
      await expect.poll(async () => (await eventsAfter(ctx.db, insid, 0, 1000)).length - start).toBe(4);
    } finally {
      unwire();
    }
    expect(errors).toEqual([]);
    const events = (await eventsAfter(ctx.db, insid, 0, 1000)).slice(start);
    expect(events.map((e) => e.type).sort()).toEqual([
      'group.participants',
      'instance.state',
      'message.received',
      'message.status',
    ]);
    expect((await findMessage(ctx.db, incomingId))?.body).toBe(`hello ${incomingId}`);
    expect((await findMessage(ctx.db, sentId))?.status).toBe('sent');
    const { rows } = await ctx.db.execute<{ authenticated: boolean; wid: string }>(
      sql`select authenticated, wid from instances where id = ${insid}`,
    );
    expect(rows[0]).toMatchObject({ authenticated: true, wid });
  });

  it('give up when the process stops during the outage, so the stop does not wait for the database', async () => {
    const { insid } = await trialToken(ctx, 'outage2');
    await throughProxy.db.execute(sql`select 1`);
    await throughProxy.cut();
    const proc = processOn(throughProxy.db);
    const held = proc.messageWriters.incoming.record(insid, received(randomUUID()), 'http://localhost');
    const outcome = held.then(
      () => 'stored',
      (error: unknown) => error,
    );
    const early = await Promise.race([
      outcome,
      new Promise((resolve) => setTimeout(() => resolve('held'), 500)),
    ]);
    expect(early).toBe('held');
    proc.holding.abort();
    expect(isDatabaseUnavailable(await outcome)).toBe(true);
    await throughProxy.restore();
  });
});

describe('writes held through an outage, kept on disk', () => {
  const entriesIn = async (dir: string) =>
    (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));

  /** A connection through a proxy, already cut, whose writers keep what they hold under `root`. */
  const cutKeepingHeldWritesIn = async (root: string) => {
    const proxied = await databaseThroughProxy(ctx.config.DATABASE_URL ?? '');
    await proxied.db.execute(sql`select 1`);
    await proxied.cut();
    return { ...proxied, process: processOn(proxied.db, root) };
  };

  it('are written at the next start when the process stopped during the outage, and only once (group changes too)', async () => {
    const { insid } = await trialToken(ctx, 'journal1');
    const { ids } = await enqueueMany(ctx.db, [
      { insid, content: { kind: 'text', to: '919812340002', body: 'two' }, validitySeconds: null },
    ]);
    const sentId = ids[0] as string;
    const root = path.join(ctx.config.dataDir, 'held-writes-1');
    const first = await cutKeepingHeldWritesIn(root);
    const incomingId = randomUUID();
    try {
      const { messageWriters, groupChanges } = first.process;
      const held = [
        messageWriters.incoming.record(insid, received(incomingId), 'http://localhost'),
        messageWriters.statuses.record(sentId, 'delivered'),
        groupChanges.record({ insid, groupId: GROUP, action: 'add', participants: ['919811110002'] }),
      ].map((write) =>
        write.then(
          () => 'stored',
          (error: unknown) => error,
        ),
      );
      await expect.poll(() => entriesIn(path.join(root, 'received-messages'))).toHaveLength(1);
      await expect.poll(() => entriesIn(path.join(root, 'message-statuses'))).toHaveLength(1);
      await expect.poll(() => entriesIn(path.join(root, 'group-changes'))).toHaveLength(1);
      first.process.holding.abort();
      for (const outcome of await Promise.all(held)) expect(isDatabaseUnavailable(outcome)).toBe(true);
    } finally {
      await first.restore();
      await first.close();
    }
    expect(await findMessage(ctx.db, incomingId)).toBeFalsy();

    const next = connectDatabase(ctx.config.DATABASE_URL ?? '', 2);
    try {
      const restarted = processOn(next.db, root);
      const before = (await eventsAfter(ctx.db, insid, 0, 1000)).length;
      expect(await restarted.messageWriters.replayHeld()).toBe(2);
      expect(await restarted.groupChanges.replay()).toBe(1);
      expect(await restarted.messageWriters.replayHeld()).toBe(0);
      expect(await restarted.groupChanges.replay()).toBe(0);
      expect((await findMessage(ctx.db, incomingId))?.body).toBe(`hello ${incomingId}`);
      expect((await findMessage(ctx.db, sentId))?.status).toBe('delivered');
      const events = (await eventsAfter(ctx.db, insid, 0, 1000)).slice(before);
      expect(events.map((e) => e.type).sort()).toEqual([
        'group.participants',
        'message.received',
        'message.status',
      ]);
      expect(events.find((e) => e.type === 'group.participants')?.data).toMatchObject({
        groupId: GROUP,
        action: 'add',
        participants: ['919811110002'],
      });
      expect(await entriesIn(path.join(root, 'received-messages'))).toEqual([]);
      expect(await entriesIn(path.join(root, 'group-changes'))).toEqual([]);
      expect(await entriesIn(path.join(root, 'message-statuses'))).toEqual([]);
    } finally {
      await next.close();
    }
  });

  it('leave nothing on disk once the database is back and they are committed', async () => {
    const { insid } = await trialToken(ctx, 'journal2');
    const root = path.join(ctx.config.dataDir, 'held-writes-2');
    const proxied = await cutKeepingHeldWritesIn(root);
    const incomingId = randomUUID();
    try {
      const held = proxied.process.messageWriters.incoming.record(
        insid,
        received(incomingId),
        'http://localhost',
      );
      await expect.poll(() => entriesIn(path.join(root, 'received-messages'))).toHaveLength(1);
      await proxied.restore();
      await held;
      // Dropped just after the batch's callers hear it is committed.
      await expect.poll(() => entriesIn(path.join(root, 'received-messages'))).toEqual([]);
      expect((await findMessage(ctx.db, incomingId))?.body).toBe(`hello ${incomingId}`);
    } finally {
      await proxied.close();
    }
  });
});
