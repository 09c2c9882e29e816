import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receivedMessageData } from '../../../test/event-data';
import { webhookDatabase } from '../../../test/webhook-database';
import { appendEvents } from '../events/events.service';
import * as q from './webhooks.queries';

let hooks: Awaited<ReturnType<typeof webhookDatabase>>;
beforeAll(async () => {
  hooks = await webhookDatabase();
});
afterAll(() => hooks.close());

const LEASE_MS = 30_000;

/** A node of `explain (format json)`; subplans, init plans included, are in `Plans`. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}
type Explained = { 'QUERY PLAN': [{ Plan: PlanNode }] };
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
const rowsOf = async (insid: string) =>
  (
    await hooks.db.execute<{
      id: string;
      status: string;
      attempts: number;
      last_status_code: number | null;
      last_error: string | null;
      next_attempt_at: Date;
      locked_until: Date | null;
      delivered_at: Date | null;
    }>(sql`select * from webhook_deliveries where instance_id = ${insid}`)
  ).rows;

describe('webhook delivery queries', () => {
  it('leases at most the per-token cap at once, counting deliveries leased before', async () => {
    const { insid } = await hooks.token('http://127.0.0.1:9/cap');
    await hooks.events(insid, 5);
    const first = await q.leaseDue(hooks.db, 100, 3, LEASE_MS);
    expect(first).toHaveLength(3);
    expect(await q.leaseDue(hooks.db, 100, 3, LEASE_MS)).toHaveLength(0);

    await q.releaseLeases(hooks.db, [(first[0] as q.DueDelivery).id]);
    const again = await q.leaseDue(hooks.db, 100, 3, LEASE_MS);
    expect(again).toHaveLength(1);
    expect([first[1]?.id, first[2]?.id]).not.toContain(again[0]?.id);
  });

  it('records a batch of attempts in one call, each as it ended, and ends their leases', async () => {
    const { insid } = await hooks.token('http://127.0.0.1:9/batch');
    await hooks.events(insid, 3);
    const leased = await q.leaseDue(hooks.db, 100, 10, LEASE_MS);
    const [ok, retry, gone] = leased.filter((d) => d.instance_id === insid);
    const later = new Date(Date.now() + 60_000);
    await q.recordAttempts(hooks.db, [
      { id: ok?.id as string, status: 'succeeded', code: 204, error: null, nextAttemptAt: null },
      { id: retry?.id as string, status: 'pending', code: 500, error: 'HTTP 500', nextAttemptAt: later },
      { id: gone?.id as string, status: 'failed', code: 410, error: 'x'.repeat(600), nextAttemptAt: null },
    ]);
    const rows = new Map((await rowsOf(insid)).map((r) => [r.id, r]));
    expect(rows.get(ok?.id as string)).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      last_status_code: 204,
      last_error: null,
      locked_until: null,
    });
    expect(rows.get(ok?.id as string)?.delivered_at).not.toBeNull();
    expect(rows.get(retry?.id as string)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_status_code: 500,
      last_error: 'HTTP 500',
      locked_until: null,
      delivered_at: null,
    });
    expect(new Date(rows.get(retry?.id as string)?.next_attempt_at as Date).getTime()).toBe(later.getTime());
    expect(rows.get(gone?.id as string)).toMatchObject({ status: 'failed', attempts: 1, delivered_at: null });
    expect(rows.get(gone?.id as string)?.last_error).toHaveLength(500);

    // The retry is not due yet; a second attempt adds to the count.
    expect((await q.leaseDue(hooks.db, 100, 10, LEASE_MS)).filter((d) => d.instance_id === insid)).toEqual(
      [],
    );
    await q.recordAttempts(hooks.db, [
      { id: retry?.id as string, status: 'succeeded', code: 200, error: null, nextAttemptAt: null },
    ]);
    expect((await rowsOf(insid)).find((r) => r.id === retry?.id)).toMatchObject({
      status: 'succeeded',
      attempts: 2,
    });
  });

  it('keeps a delivery stopped while its attempt was in flight stopped: the webhook removed meanwhile', async () => {
    const { insid } = await hooks.token('http://127.0.0.1:9/removed');
    await hooks.events(insid, 1);
    const [inFlight] = (await q.leaseDue(hooks.db, 100, 10, LEASE_MS)).filter((d) => d.instance_id === insid);
    expect(await q.removeEndpoint(hooks.db, insid, 'The webhook was removed.')).toBe(true);
    await q.recordAttempts(hooks.db, [
      {
        id: inFlight?.id as string,
        status: 'pending',
        code: 500,
        error: 'HTTP 500',
        nextAttemptAt: new Date(),
      },
    ]);
    expect((await rowsOf(insid))[0]).toMatchObject({
      status: 'failed',
      last_error: 'The webhook was removed.',
      attempts: 0,
    });
  });

  it('replays a failed delivery on a fresh schedule, keeping the count of its earlier attempts', async () => {
    const { insid } = await hooks.token('http://127.0.0.1:9/replay');
    await hooks.events(insid, 1);
    for (const status of ['pending', 'failed'] as const) {
      const [due] = (await q.leaseDue(hooks.db, 100, 10, LEASE_MS)).filter((d) => d.instance_id === insid);
      await q.recordAttempts(hooks.db, [
        { id: due?.id as string, status, code: 500, error: 'HTTP 500', nextAttemptAt: new Date() },
      ]);
    }
    const [failed] = await rowsOf(insid);
    expect(failed).toMatchObject({ status: 'failed', attempts: 2 });

    expect(await q.replayDelivery(hooks.db, failed?.id as string, insid)).toBe(true);
    const [replayed] = (await q.leaseDue(hooks.db, 100, 10, LEASE_MS)).filter((d) => d.instance_id === insid);
    // The schedule counts from the replay; the list still shows both earlier attempts.
    expect(replayed).toMatchObject({ id: failed?.id, attempts: 0 });
    expect((await rowsOf(insid))[0]).toMatchObject({ status: 'pending', attempts: 2, last_status_code: 500 });
    await q.recordAttempts(hooks.db, [
      { id: failed?.id as string, status: 'succeeded', code: 204, error: null, nextAttemptAt: null },
    ]);
    expect((await rowsOf(insid))[0]).toMatchObject({ status: 'succeeded', attempts: 3 });
  });

  it('records attempts by probing the deliveries key, not by reading the whole delivery history', async () => {
    const { insid } = await hooks.token('http://127.0.0.1:9/history');
    const history = Array.from({ length: 5_000 }, (_, n) => ({
      insid,
      type: 'message.received' as const,
      data: receivedMessageData(insid, String(n)),
    }));
    await appendEvents(hooks.db, history);
    await hooks.db.execute(sql`analyze webhook_deliveries`);
    const leased = await q.leaseDue(hooks.db, 20, 20, LEASE_MS);
    const attempts = leased.map((d) => ({
      id: d.id,
      status: 'succeeded' as const,
      code: 200,
      error: null,
      nextAttemptAt: null,
    }));
    const explained = await hooks.db.execute<Explained>(
      sql`explain (format json) ${q.recordAttemptsStatement(attempts)}`,
    );
    const [{ Plan }] = (explained.rows[0] as Explained)['QUERY PLAN'];
    const scansOfDeliveries = nodesOf(Plan)
      .filter((node) => node['Relation Name'] === 'webhook_deliveries' && node['Node Type'].endsWith('Scan'))
      .map((node) => node['Node Type']);
    expect(scansOfDeliveries.length).toBeGreaterThan(0);
    expect(scansOfDeliveries).not.toContain('Seq Scan');
  });
});
