import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { trialToken } from '../../../test/linked-token';
import { recordStatements } from '../../../test/statement-recorder';
import type { MessagingEngine } from '../../engines/engine';
import type { DeliveryStatus } from '../../engines/engine-events';
import { EngineEventHub } from '../../engines/event-hub';
import { eventsAfter } from '../../modules/events/events.queries';
import { findMessage } from '../../modules/messages/messages.queries';
import { enqueueMany } from '../../modules/messages/outbound-queue.service';
import { wireEngineEvents } from './engine-events';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('engine status events', () => {
  it('stores receipts reported together in one statement, each message in the order reported', async () => {
    // No phone is linked, so the server's own sender leaves these messages queued: the statuses
    // are only the ones this test's engine reports.
    const { insid } = await trialToken(ctx, 'ie1');
    const queued = (body: string) => ({
      insid,
      content: { kind: 'text' as const, to: '919812345678', body },
      validitySeconds: null,
    });
    const { ids } = await enqueueMany(ctx.db, [queued('one'), queued('two')]);
    const [first, second] = ids as [string, string];
    const hub = new EngineEventHub();
    const engine = { on: hub.on.bind(hub) } as unknown as MessagingEngine;
    const unwire = wireEngineEvents({ ...ctx.runtime, engine }, { error: () => {} }, 'http://localhost');
    const start = (await eventsAfter(ctx.db, insid, 0, 1000)).length;
    const statements = recordStatements(ctx.db);
    try {
      const steps: DeliveryStatus[] = ['sent', 'delivered', 'read'];
      for (const status of steps)
        for (const messageId of [first, second]) hub.emit('status', { insid, messageId, status });
      await expect.poll(async () => (await findMessage(ctx.db, second))?.status).toBe('read');
      expect(statements.matching(/status text, error text/)).toHaveLength(1);
    } finally {
      statements.stop();
      unwire();
    }
    const events = (await eventsAfter(ctx.db, insid, 0, 1000)).slice(start);
    const statusesOf = (id: string) =>
      events
        .map((e) => e.data as { id: string; status: string })
        .filter((d) => d.id === id)
        .map((d) => d.status);
    expect(statusesOf(first)).toEqual(['sent', 'delivered', 'read']);
    expect(statusesOf(second)).toEqual(['sent', 'delivered', 'read']);
    expect((await findMessage(ctx.db, first))?.status).toBe('read');
  });
});

describe('engine message events', () => {
  it('stores a token’s received messages in the order the engine handed them over', async () => {
    const { insid } = await trialToken(ctx, 'ie2');
    const hub = new EngineEventHub();
    const engine = { on: hub.on.bind(hub) } as unknown as MessagingEngine;
    const unwire = wireEngineEvents({ ...ctx.runtime, engine }, { error: () => {} }, 'http://localhost');
    const ids = Array.from({ length: 60 }, () => randomUUID());
    try {
      // Writers alternate between a number and a LID: their block checks take different time.
      ids.forEach((id, n) => {
        const from = n % 2 === 0 ? '919812340001' : '12345678901234@lid';
        const message = { id, from, type: 'text' as const, body: `m${n}`, timestamp: new Date() };
        hub.emit('message', { insid, message });
      });
      await expect
        .poll(async () => (await eventsAfter(ctx.db, insid, 0, 1000)).length, { timeout: 10_000 })
        .toBeGreaterThanOrEqual(ids.length);
    } finally {
      unwire();
    }
    const received = (await eventsAfter(ctx.db, insid, 0, 1000))
      .filter((e) => e.type === 'message.received')
      .map((e) => (e.data as { id: string }).id);
    expect(received).toEqual(ids);
  });
});
