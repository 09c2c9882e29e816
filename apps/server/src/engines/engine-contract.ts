import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EngineEventName, EngineEvents, MessagingEngine } from './engine';

/**
 * The behaviour every MessagingEngine must show. `link` plays the phone's part (scanning the
 * QR); `registered`/`unregistered` are numbers the engine's network knows and does not know.
 */
export interface EngineHarness {
  engine: MessagingEngine;
  /** A token id the engine may start a session for. */
  newToken(): Promise<string>;
  /** Scans the QR payload with a phone; resolves once the engine saw it. */
  link(qr: string, phone: string): Promise<void>;
  registered: string;
  unregistered: string;
  /** How many copies of the message the recipient's phone holds. */
  receivedBy(phone: string, messageId: string): Promise<number>;
  phone(): string;
  close(): Promise<void>;
}

function nextEvent<K extends EngineEventName>(
  engine: MessagingEngine,
  name: K,
  match: (e: EngineEvents[K]) => boolean,
): Promise<EngineEvents[K]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${name} event`)), 5000);
    const off = engine.on(name, (event) => {
      if (!match(event)) return;
      clearTimeout(timer);
      off();
      resolve(event);
    });
  });
}

/** A token whose session was started and whose QR a new phone scanned. */
async function connectedToken(h: EngineHarness): Promise<{ insid: string; phone: string }> {
  const insid = await h.newToken();
  const started = await h.engine.startSession(insid);
  if (started.state !== 'qr') throw new Error('expected a QR');
  const phone = h.phone();
  await h.link(started.qr, phone);
  return { insid, phone };
}

export function engineContract(name: string, makeHarness: () => Promise<EngineHarness>) {
  describe(`MessagingEngine contract: ${name}`, () => {
    let h: EngineHarness;
    beforeEach(async () => {
      h = await makeHarness();
    });
    afterEach(() => h.close());

    it('starts idle, shows a QR, and connects with the phone id once scanned', async () => {
      const insid = await h.newToken();
      expect((await h.engine.sessionState(insid)).state).toBe('idle');
      const started = await h.engine.startSession(insid);
      if (started.state !== 'qr') throw new Error('expected a QR');
      expect(started.qr.length).toBeGreaterThan(10);
      expect(started.expiresAt.getTime()).toBeGreaterThan(Date.now());

      const phone = h.phone();
      const connected = nextEvent(h.engine, 'connected', (e) => e.insid === insid);
      await h.link(started.qr, phone);
      expect(await connected).toEqual({ insid, wid: phone });
      expect(await h.engine.sessionState(insid)).toEqual({ state: 'connected', wid: phone });
      expect(await h.engine.startSession(insid)).toEqual({ state: 'connected', wid: phone });
    });

    it('logs out: disconnected event, and the next session needs a new QR', async () => {
      const { insid } = await connectedToken(h);
      const disconnected = nextEvent(h.engine, 'disconnected', (e) => e.insid === insid);
      await h.engine.logout(insid);
      expect((await disconnected).reason).toBe('logout');
      expect((await h.engine.startSession(insid)).state).toBe('qr');
    });

    it('sends a text: sent, delivered, read in order, with our message id', async () => {
      const { insid } = await connectedToken(h);
      const seen: string[] = [];
      const read = new Promise<void>((resolve) => {
        h.engine.on('status', (e) => {
          if (e.messageId !== '00000000-0000-4000-8000-000000000001') return;
          seen.push(e.status);
          if (e.status === 'read') resolve();
        });
      });
      await h.engine.send(insid, {
        kind: 'text',
        id: '00000000-0000-4000-8000-000000000001',
        to: h.registered,
        body: 'hi',
      });
      await read;
      expect(seen).toEqual(['sent', 'delivered', 'read']);
    });

    it('fails a send to an unregistered number, and tells which numbers are registered', async () => {
      const { insid } = await connectedToken(h);
      expect(await h.engine.checkNumber(insid, h.registered)).toBe(true);
      expect(await h.engine.checkNumber(insid, h.unregistered)).toBe(false);
      const failed = nextEvent(h.engine, 'status', (e) => e.status === 'failed');
      await h.engine.send(insid, {
        kind: 'text',
        id: '00000000-0000-4000-8000-000000000002',
        to: h.unregistered,
        body: 'x',
      });
      expect((await failed).error).toMatch(/not registered/);
    });

    it('sends a message id once, even when asked twice (a retry after a crash)', async () => {
      const { insid } = await connectedToken(h);
      const sent: string[] = [];
      h.engine.on('status', (e) => {
        if (e.status === 'sent') sent.push(e.messageId);
      });
      const message = {
        kind: 'text' as const,
        id: '00000000-0000-4000-8000-000000000003',
        to: h.registered,
        body: 'once',
      };
      await h.engine.send(insid, message);
      await h.engine.send(insid, message);
      expect(await h.receivedBy(h.registered, message.id)).toBe(1);
      expect(sent.filter((id) => id === message.id).length).toBeLessThanOrEqual(2);
    });

    it('keeps the link across stopSession, so no new scan is needed', async () => {
      const { insid, phone } = await connectedToken(h);
      await h.engine.stopSession(insid);
      expect(await h.engine.startSession(insid)).toEqual({ state: 'connected', wid: phone });
    });
  });
}
