import type { InstanceEvent } from '@chatgate/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import { SharedListener } from '../../db/change-listener';
import { connectDatabase, type DatabaseHandle } from '../../db/client';
import { LiveUpdates } from './live-updates';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const handles: DatabaseHandle[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const handle of handles) await handle.close();
  await database.drop();
});

/** A process of its own: its own pool on the shared database. */
async function processLive() {
  const handle = connectDatabase(database.url, 2);
  handles.push(handle);
  const live = new LiveUpdates();
  const close = await live.shareThrough(handle.pool, new SharedListener(handle.pool), { warn: () => {} });
  return { live, close };
}

const event = { insid: 'tok1', state: 'connected' } as unknown as InstanceEvent;

it('a change published by one process reaches the dashboards attached to another, once each', async () => {
  const a = await processLive();
  const b = await processLive();
  const onA: InstanceEvent[] = [];
  const onB: InstanceEvent[] = [];
  const otherUser: InstanceEvent[] = [];
  a.live.subscribe('user1', (e) => onA.push(e));
  b.live.subscribe('user1', (e) => onB.push(e));
  b.live.subscribe('user2', (e) => otherUser.push(e));

  a.live.publish('user1', event);
  await expect.poll(() => onB).toEqual([event]);
  // The publisher's own dashboards hear it once, not again when its notification comes back.
  await new Promise((r) => setTimeout(r, 200));
  expect(onA).toEqual([event]);
  expect(onB).toEqual([event]);
  expect(otherUser).toEqual([]);
  await a.close();
  await b.close();
});
