import { NOT_ACKNOWLEDGED } from '@chatgate/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken, trialToken } from '../../../test/linked-token';
import { ackStateOf, statusEventsOf } from '../../../test/message-status-events';
import { startReceiver } from '../../../test/webhook-receiver';
import { enqueueMany } from './outbound-queue.service';
import { failUnacknowledged } from './unacknowledged.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ API_RATE_BURST: '1000' });
});
afterAll(() => ctx.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A trial token with no phone linked, so the sender never takes its queue: the messages below
 * are handed over by the test, as the sender hands them to an engine that then hears nothing.
 */
async function silentToken(n: number) {
  const token = await trialToken(ctx, `ack${n}`);
  const apiKey = (await token.dash.post('/dash/wa/showKey', { insid: token.insid })).json().api_key as string;
  const handOver = async (body: string) => {
    const { ids } = await enqueueMany(ctx.db, [
      { insid: token.insid, content: { kind: 'text', to: '919812345678', body }, validitySeconds: null },
    ]);
    const id = ids[0];
    if (!id) throw new Error('not queued');
    await ctx.runtime.messageWriters.statuses.handedOver(id);
    return id;
  };
  const listed = (limit?: number) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/v1/queue/unacknowledged?insid=${token.insid}${limit ? `&limit=${limit}` : ''}`,
      headers: { key: apiKey },
    });
  return { ...token, apiKey, handOver, listed };
}

describe('the ack sweep', () => {
  it('fails a send WhatsApp did not acknowledge in time, with its event and webhook, and lists it', async () => {
    const token = await silentToken(1);
    const receiver = await startReceiver();
    try {
      const saved = await ctx.app.inject({
        method: 'PUT',
        url: `/api/v1/dash/wa/webhook?insid=${token.insid}`,
        headers: { authorization: token.dash.authorization },
        payload: { url: receiver.url, events: ['message.status'] },
      });
      expect(saved.statusCode).toBe(200);
      const stuck = await token.handOver('anyone there?');
      expect(await failUnacknowledged(ctx.runtime, 60_000)).toBe(0);
      await sleep(30);
      const recent = await token.handOver('just now');

      expect(await failUnacknowledged(ctx.runtime, 25)).toBe(1);
      expect(await ackStateOf(ctx.db, stuck)).toEqual({
        status: 'failed',
        error: NOT_ACKNOWLEDGED,
        acked: false,
        sent: true,
      });
      expect(await ackStateOf(ctx.db, recent)).toMatchObject({ status: 'sent' });
      expect(await statusEventsOf(ctx.db, stuck)).toEqual(['queued', 'sent', 'failed: not acknowledged']);
      await expect
        .poll(() => receiver.received.map((r) => JSON.parse(r.body).data).filter((d) => d.id === stuck))
        .toContainEqual(expect.objectContaining({ status: 'failed', error: NOT_ACKNOWLEDGED }));

      const listed = await token.listed();
      expect(listed.statusCode).toBe(200);
      const { count, result } = listed.json();
      expect(count).toBe(1);
      expect(result).toEqual([
        expect.objectContaining({
          id: stuck,
          status: 'failed',
          error: NOT_ACKNOWLEDGED,
          body: 'anyone there?',
        }),
      ]);
      expect(Date.parse(result[0].handedOverAt)).toBeLessThan(Date.parse(result[0].updatedAt));
      // The dashboard's twin, by session, shows the same.
      const dash = await token.dash.get(`/dash/wa/queue/unacknowledged?insid=${token.insid}`);
      expect(dash.json()).toEqual(listed.json());
      // The newer one's ack comes in time: it is sent, and no sweep fails it.
      await ctx.runtime.messageWriters.statuses.record(recent, 'sent');
      expect(await ackStateOf(ctx.db, recent)).toMatchObject({ status: 'sent', acked: true });
    } finally {
      await receiver.close();
    }
  });

  it('fails each message once when several processes sweep at once', async () => {
    const token = await silentToken(2);
    const ids = await Promise.all(['a', 'b', 'c'].map((body) => token.handOver(body)));
    await sleep(10);
    const runs = await Promise.all([1, 2, 3].map(() => failUnacknowledged(ctx.runtime, 5)));
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(3);
    for (const id of ids)
      expect(await statusEventsOf(ctx.db, id)).toEqual(['queued', 'sent', 'failed: not acknowledged']);
  });

  it('moves a late-acknowledged message on: sent, then delivered, and off the list', async () => {
    const token = await silentToken(3);
    const id = await token.handOver('late');
    await sleep(10);
    await failUnacknowledged(ctx.runtime, 5);
    const { statuses } = ctx.runtime.messageWriters;
    await statuses.record(id, 'sent');
    expect(await ackStateOf(ctx.db, id)).toEqual({ status: 'sent', error: null, acked: true, sent: true });
    await statuses.record(id, 'delivered');
    expect(await statusEventsOf(ctx.db, id)).toEqual([
      'queued',
      'sent',
      'failed: not acknowledged',
      'sent',
      'delivered',
    ]);
    expect((await token.listed()).json()).toEqual({ count: 0, result: [] });
    // Acknowledged now: a later sweep leaves it alone.
    expect(await failUnacknowledged(ctx.runtime, 1)).toBe(0);
  });

  it('never fails a message the simulator sent: it always acknowledges', async () => {
    const token = await linkedToken(ctx, 'ack4', '919800004401');
    const sent = await token.call('POST', '/send/text', { to: '919800004402', body: 'hello' });
    expect(sent.statusCode).toBe(202);
    const { id } = sent.json();
    await expect.poll(async () => (await ackStateOf(ctx.db, id))?.status).toBe('read');
    await sleep(10);
    expect(await failUnacknowledged(ctx.runtime, 5)).toBe(0);
    expect(await statusEventsOf(ctx.db, id)).toEqual(['queued', 'sent', 'delivered', 'read']);
  });

  it('answers a bad limit 400 and another user’s token 404', async () => {
    const token = await silentToken(5);
    expect((await token.listed(101)).statusCode).toBe(400);
    const other = await trialToken(ctx, 'ack6');
    const foreign = await other.dash.get(`/dash/wa/queue/unacknowledged?insid=${token.insid}`);
    expect(foreign.statusCode).toBe(404);
  });
});
