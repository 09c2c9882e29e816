import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { baileysHarness } from '../../../test/baileys-harness';
import { engineContract } from '../../../test/engine-contract';
import { OutageHolding } from '../../db/outage-holding';
import { enqueueMany } from '../../modules/messages/outbound-queue.service';
import { BaileysEngine } from './baileys-engine';
import { waMessageIdOf } from './jids';

engineContract('baileys (fake WhatsApp)', baileysHarness);

type Harness = Awaited<ReturnType<typeof baileysHarness>>;

/** A token linked to a new phone, its engine then stopped (as the process would be). */
async function linkedThenStopped(h: Harness) {
  const insid = await h.newToken();
  const phone = h.phone();
  const started = await h.engine.startSession(insid);
  if (started.state !== 'qr') throw new Error('expected a QR');
  await h.link(started.qr, phone);
  await h.engine.close();
  return { insid, phone };
}

/** A new process's engine on the same database, its one linked device resumed without a QR. */
async function resumedInNewProcess(
  h: Harness,
  insid: string,
  phone: string,
  holding = h.engineOptions.holding,
): Promise<BaileysEngine> {
  const { backoffMs: _, ...defaults } = h.engineOptions;
  const restarted = new BaileysEngine(h.ctx.db, { ...defaults, holding });
  const connected = new Promise((resolve) => restarted.on('connected', resolve));
  expect(await restarted.recover()).toBe(1);
  expect(await connected).toEqual({ insid, wid: phone });
  return restarted;
}

describe('Baileys sessions', () => {
  it('reconnects a dropped session with backoff, and shows it failed after too many attempts', async () => {
    const h = await baileysHarness({ maxFailures: 3 });
    try {
      const insid = await h.newToken();
      const started = await h.engine.startSession(insid);
      if (started.state !== 'qr') throw new Error('expected a QR');
      await h.link(started.qr, h.phone());
      const failed = new Promise((resolve) => {
        h.engine.on('disconnected', (e) => {
          if (e.insid === insid && e.reason === 'error') resolve(e);
        });
      });
      h.wa.failNextConnections(10, 500);
      // The connection drops: the engine tries again (each attempt fails) and then gives up.
      const live = h.wa.sockets.at(-1);
      await live?.end(Object.assign(new Error('Connection Lost'), { output: { statusCode: 408 } }));
      await failed;
      expect((await h.engine.sessionState(insid)).state).toBe('idle');
      expect(h.engine.sessionCounts()).toMatchObject({ failed: 1 });
    } finally {
      await h.close();
    }
  });

  it('resumes a linked device after a restart without a new QR, and forgets one logged out from the phone', async () => {
    const h = await baileysHarness();
    try {
      const { insid, phone } = await linkedThenStopped(h);

      const restarted = await resumedInNewProcess(h, insid, phone);

      const loggedOut = new Promise((resolve) => restarted.on('disconnected', resolve));
      h.wa.logoutFromPhone(phone);
      expect(await loggedOut).toEqual({ insid, reason: 'logout', cause: 'logged-out', code: 401 });
      expect((await restarted.startSession(insid)).state).toBe('qr');
      await restarted.close();
    } finally {
      await h.close();
    }
  });
});

describe('Baileys auth state kept on disk through an outage', () => {
  it('is stored before the devices resume, so a device linked during the outage needs no new QR', async () => {
    const h = await baileysHarness();
    try {
      const { insid, phone } = await linkedThenStopped(h);
      // As a stop during an outage leaves it: the device's state on disk only, not in the database.
      const { rows } = await h.ctx.db.execute<{ type: string; keyId: string; value: string }>(
        sql`delete from wa_auth where instance_id = ${insid} returning type, key_id as "keyId", value::text`,
      );
      const holding = new OutageHolding(path.join(h.ctx.config.dataDir, 'held-writes-recover'));
      await holding.journal('wa-auth').keep([{ insid, entries: rows }]);

      const restarted = await resumedInNewProcess(h, insid, phone, holding);
      await restarted.close();
    } finally {
      await h.close();
    }
  });
});

describe('Baileys start without WhatsApp', () => {
  it('answers whatsapp-unreachable at the start timeout when no attempt got through, and keeps retrying', async () => {
    const h = await baileysHarness({ startTimeoutMs: 300, backoffMs: () => 60_000 });
    try {
      h.wa.failNextConnections(5, 408);
      const insid = await h.newToken();
      const began = Date.now();
      await expect(h.engine.startSession(insid)).rejects.toMatchObject({ reason: 'whatsapp-unreachable' });
      expect(Date.now() - began).toBeLessThan(2_000);
      expect(h.engine.sessionCounts()).toEqual({ connecting: 1 });
    } finally {
      await h.close();
    }
  });
});

describe('Baileys linking limit', () => {
  it('lets only so many devices show a QR at once', async () => {
    const h = await baileysHarness({ maxLinking: 1 });
    try {
      expect((await h.engine.startSession(await h.newToken())).state).toBe('qr');
      expect(await h.engine.startSession(await h.newToken())).toEqual({ state: 'idle' });
      expect(h.engine.sessionCounts()).toEqual({ qr: 1 });
    } finally {
      await h.close();
    }
  });
});

describe('Baileys message store', () => {
  it('gives the socket the text of a message we sent, for a recipient’s retry, and our fetch options', async () => {
    const fetchOptions = { headers: { 'x-guarded': 'yes' } };
    const h = await baileysHarness({ fetchOptions });
    try {
      const insid = await h.newToken();
      const started = await h.engine.startSession(insid);
      if (started.state !== 'qr') throw new Error('expected a QR');
      await h.link(started.qr, h.phone());
      const { ids } = await enqueueMany(h.ctx.db, [
        { insid, content: { kind: 'text', to: h.registered, body: 'again please' }, validitySeconds: null },
      ]);
      const socket = h.wa.sockets.at(-1);
      // Media URLs are fetched with these (in production: the dispatcher refusing private addresses).
      expect(socket?.config.options).toEqual(fetchOptions);
      const getMessage = socket?.config.getMessage;
      if (!getMessage || !ids[0]) throw new Error('no getMessage');
      const key = { remoteJid: `${h.registered}@s.whatsapp.net`, fromMe: true };
      expect(await getMessage({ ...key, id: waMessageIdOf(ids[0]) })).toEqual({
        extendedTextMessage: { text: 'again please' },
      });
      expect(await getMessage({ ...key, id: '3EB0NOTOURS' })).toBeUndefined();
    } finally {
      await h.close();
    }
  });
});
