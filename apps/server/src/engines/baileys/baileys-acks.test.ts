import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baileysHarness } from '../../../test/baileys-harness';
import { statusesUntil, text } from '../../../test/engine-contract-support';
import { ackStateOf, statusEventsOf } from '../../../test/message-status-events';
import { enqueueMany } from '../../modules/messages/outbound-queue.service';
import { failUnacknowledged } from '../../modules/messages/unacknowledged.service';

type Harness = Awaited<ReturnType<typeof baileysHarness>>;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let h: Harness;
beforeAll(async () => {
  h = await baileysHarness();
  // As jobs/session-host/engine-events.ts wires them in the server.
  h.engine.on('status', ({ messageId, status, error }) => {
    void h.ctx.runtime.messageWriters.statuses.record(messageId, status, error);
  });
});
afterAll(() => h.close());

/** A token linked to a new phone: its id and the phone's number. */
async function linked() {
  const insid = await h.newToken();
  const phone = h.phone();
  const started = await h.engine.startSession(insid);
  if (started.state !== 'qr') throw new Error('expected a QR');
  await h.link(started.qr, phone);
  return { insid, phone };
}

/** A queued message of the token, handed to the engine as the outbound sender hands it over. */
async function handedOver(insid: string, body: string) {
  const { ids } = await enqueueMany(h.ctx.db, [
    { insid, content: { kind: 'text', to: h.registered, body }, validitySeconds: null },
  ]);
  const id = ids[0];
  if (!id) throw new Error('not queued');
  await h.engine.send(insid, text(id, h.registered, body));
  await h.ctx.runtime.messageWriters.statuses.handedOver(id);
  return id;
}

describe('Baileys: sent means WhatsApp acknowledged it', () => {
  it('reports sent on the server ack, not when the socket took the message', async () => {
    const { insid, phone } = await linked();
    h.wa.holdAcks(phone);
    const id = '00000000-0000-4000-8000-0000000a0001';
    const statuses = statusesUntil(h.engine, id, 'read');
    const seen: string[] = [];
    h.engine.on('status', (e) => void (e.messageId === id && seen.push(e.status)));
    await h.engine.send(insid, text(id, h.registered, 'stuck?'));
    await sleep(50);
    expect(seen).toEqual([]);

    h.wa.releaseAcks(phone);
    expect(await statuses).toEqual(['sent', 'delivered', 'read']);
  });

  it('fails a send whose ack never came as not acknowledged; the late ack then moves it on', async () => {
    const { insid, phone } = await linked();
    h.wa.holdAcks(phone);
    const id = await handedOver(insid, 'anyone there?');
    expect(await ackStateOf(h.ctx.db, id)).toEqual({ status: 'sent', error: null, acked: false, sent: true });
    await sleep(20);
    expect(await failUnacknowledged(h.ctx.runtime, 10)).toBe(1);
    expect(await ackStateOf(h.ctx.db, id)).toMatchObject({ status: 'failed', error: 'not acknowledged' });

    h.wa.releaseAcks(phone);
    await expect.poll(async () => (await ackStateOf(h.ctx.db, id))?.status).toBe('read');
    expect(await ackStateOf(h.ctx.db, id)).toEqual({ status: 'read', error: null, acked: true, sent: true });
    expect(await statusEventsOf(h.ctx.db, id)).toEqual([
      'queued',
      'sent',
      'failed: not acknowledged',
      'sent',
      'delivered',
      'read',
    ]);
  });

  it('leaves a send the server acknowledged alone, however old', async () => {
    const { insid } = await linked();
    const id = await handedOver(insid, 'fine');
    await expect.poll(async () => (await ackStateOf(h.ctx.db, id))?.status).toBe('read');
    expect(await failUnacknowledged(h.ctx.runtime, 1)).toBe(0);
    expect(await statusEventsOf(h.ctx.db, id)).toEqual(['queued', 'sent', 'delivered', 'read']);
  });
});
