import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken } from '../../../test/linked-token';
import { startReceiver } from '../../../test/webhook-receiver';
import type { SimulatorEngine } from '../../engines/simulator/simulator-engine';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ API_RATE_BURST: '1000' });
});
afterAll(() => ctx.close());

type Token = Awaited<ReturnType<typeof linkedToken>>;
type Event = { type: string; data: Record<string, unknown> };

/** The token's instance.state events after `seq`, as GET /events gives them. */
async function statesAfter(a: Token, seq: number) {
  const events = (await a.call('GET', `/events?after=${seq}&limit=1000`)).json().result as Event[];
  return events.filter((e) => e.type === 'instance.state').map((e) => e.data);
}
const lastSeq = async (a: Token) => (await a.call('GET', '/events?limit=1000')).json().next as number;
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

describe('instance.state events', () => {
  it('a logout is one logged_out event, on the event log and the webhook, however often it is asked for', async () => {
    const receiver = await startReceiver();
    try {
      const a = await linkedToken(ctx, 'state1', '919800006001');
      await a.call('PUT', '/instance/webhook', { url: receiver.url, events: ['instance.state'] });
      const from = await lastSeq(a);
      expect((await a.call('POST', '/instance/logout')).statusCode).toBe(200);
      // The dashboard's logout of the same token, and the API's again: nothing changes any more.
      expect((await a.dash.post('/dash/wa/logout', { insid: a.insid })).statusCode).toBe(200);
      expect((await a.call('POST', '/instance/logout')).statusCode).toBe(200);
      await settle();
      expect(await statesAfter(a, from)).toEqual([{ state: 'logged_out', wid: null }]);
      await expect.poll(() => receiver.received.length).toBe(1);
      await settle();
      expect(receiver.received.map((r) => JSON.parse(r.body).data)).toEqual([
        { state: 'logged_out', wid: null },
      ]);
      const logs = (await a.dash.get('/dash/logs?limit=200')).json().result as Array<Record<string, string>>;
      expect(logs.find((e) => e.type === 'session')).toMatchObject({
        level: 'warning',
        message: 'Session logged out',
      });
    } finally {
      await receiver.close();
    }
  });

  it('a lost connection is disconnected with its reason; repeated reports write no more events', async () => {
    const a = await linkedToken(ctx, 'state2', '919800006002');
    const hub = (ctx.engine as SimulatorEngine).hub;
    const from = await lastSeq(a);
    // Reconnected to the same phone: still connected, no event.
    hub.emit('connected', { insid: a.insid, wid: a.phone });
    hub.emit('disconnected', { insid: a.insid, reason: 'error' });
    hub.emit('disconnected', { insid: a.insid, reason: 'error' });
    await settle();
    hub.emit('qr', { insid: a.insid, qr: 'one', expiresAt: new Date() });
    hub.emit('qr', { insid: a.insid, qr: 'two', expiresAt: new Date() });
    hub.emit('disconnected', { insid: a.insid, reason: 'qr-timeout' });
    await settle();
    expect(await statesAfter(a, from)).toEqual([
      { state: 'disconnected', wid: null, reason: 'error' },
      { state: 'qr', wid: null },
      { state: 'disconnected', wid: null, reason: 'qr-timeout' },
    ]);
    const logs = (await a.dash.get('/dash/logs?limit=200')).json().result as Array<Record<string, string>>;
    expect(logs.filter((e) => e.type === 'session').map((e) => [e.level, e.message])).toEqual([
      ['info', 'Session disconnected (QR code not scanned in time)'],
      ['info', 'Session waiting for a QR scan'],
      ['error', 'Session disconnected (connection failed)'],
      ['success', `Session connected (+${a.phone})`],
      ['info', 'Session waiting for a QR scan'],
    ]);
  });
});
