import { expect } from 'vitest';
import type { Db } from '../src/db/client';
import { journaledIds } from './journaled-ids';
import { receivedEvents } from './received-events';
import { BURST, burstBodies, STALLED } from './stalled-burst';

/**
 * Waits until the token's event log has the whole stalled burst, then checks each message is in
 * it once and nothing stays in the inbound journal under `root`; answers the photo's event.
 */
export async function expectBurstStoredOnce(db: Db, insid: string, root: string) {
  await expect
    .poll(async () => (await receivedEvents(db, insid)).length, { timeout: 60_000, interval: 250 })
    .toBeGreaterThanOrEqual(BURST);
  await new Promise((resolve) => setTimeout(resolve, 500)); // a late duplicate would show by now
  const events = await receivedEvents(db, insid);
  const bodies = events.map((e) => e.body);
  expect(bodies).toHaveLength(BURST);
  expect(new Set(bodies)).toEqual(burstBodies());
  // Stored, so dropped from the journal.
  await expect.poll(async () => (await journaledIds(root)).size).toBe(0);
  return events.find((e) => e.body === `[image] m${STALLED}`);
}
