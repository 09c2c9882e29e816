import { describe, expect, it } from 'vitest';
import { baileysHarness } from '../../../test/baileys-harness';
import type { FakeSocket } from '../../../test/fake-whatsapp';
import { BaileysEngine } from './baileys-engine';
import type { SocketFactory } from './baileys-socket';

type Harness = Awaited<ReturnType<typeof baileysHarness>>;

const TOKENS = 50;
const WINDOW = 5;
const DEADLINE_MS = 1_500;

/** `count` tokens linked to new phones, the engine then stopped (as the process would be). */
async function linkedThenStopped(h: Harness, count: number) {
  const linked: Array<{ insid: string; phone: string }> = [];
  for (let i = 0; i < count; i++) {
    const insid = await h.newToken();
    const phone = h.phone();
    const started = await h.engine.startSession(insid);
    if (started.state !== 'qr') throw new Error('expected a QR');
    await h.link(started.qr, phone);
    linked.push({ insid, phone });
  }
  await h.engine.close();
  return linked;
}

/** Sockets between their making and their first open or close, at most at once. */
function meteredFactory(factory: SocketFactory) {
  const meter = { now: 0, max: 0 };
  const metered: SocketFactory = (config) => {
    const socket = factory(config);
    meter.max = Math.max(meter.max, ++meter.now);
    let answered = false;
    socket.ev.on('connection.update', ({ connection }) => {
      if (answered || (connection !== 'open' && connection !== 'close')) return;
      answered = true;
      meter.now--;
    });
    return socket;
  };
  return { meter, metered };
}

describe('resuming many Baileys sessions after a restart', () => {
  it('brings every session back a window at a time, and restarts the ones whose connection hangs', async () => {
    const h = await baileysHarness();
    try {
      const linked = await linkedThenStopped(h, TOKENS);
      const hung = linked.filter((_, i) => i % 10 === 3);
      for (const { phone } of hung) h.wa.hangNextConnections(phone, 1);
      const stoppedMeanwhile = linked.at(-1)?.insid as string;

      const { meter, metered } = meteredFactory(h.engineOptions.factory);
      const restarted = new BaileysEngine(h.ctx.db, {
        ...h.engineOptions,
        factory: metered,
        connectDeadlineMs: DEADLINE_MS,
        resumeConcurrency: WINDOW,
      });
      const openAt = new Map<string, number>();
      const began = Date.now();
      const othersOpen = new Promise<void>((resolve) =>
        restarted.on('connected', ({ insid }) => {
          openAt.set(insid, Date.now() - began);
          if (openAt.size === TOKENS - 1) resolve();
        }),
      );
      const socketsBefore = h.wa.sockets.length;

      // The answer comes once the resumes are queued, not after every device answered.
      expect(await restarted.recover()).toBe(TOKENS);
      expect(openAt.size).toBeLessThan(TOKENS - hung.length);
      // Let go before its turn (another process took it over): it is not started.
      await restarted.stopSession(stoppedMeanwhile);
      await othersOpen;

      expect(openAt.has(stoppedMeanwhile)).toBe(false);
      expect((await restarted.sessionState(stoppedMeanwhile)).state).toBe('idle');
      const hungSockets = h.wa.sockets.slice(socketsBefore).filter((s: FakeSocket) => s.hung);
      expect(hungSockets).toHaveLength(hung.length);
      // The watchdog ended each stuck attempt; the session's own reconnect then opened.
      expect(hungSockets.every((s) => s.state === 'closed')).toBe(true);
      for (const { insid } of hung) {
        expect(openAt.get(insid)).toBeGreaterThanOrEqual(DEADLINE_MS);
        expect(await restarted.sessionState(insid)).toMatchObject({ state: 'connected' });
      }
      // The window: a stuck session's reconnect may join after its slot moved on.
      expect(meter.max).toBeLessThanOrEqual(WINDOW + hung.length);
      expect(restarted.sessionCounts()).toEqual({ open: TOKENS - 1 });
      await restarted.close();
    } finally {
      await h.close();
    }
  });

  it('starts nothing after a close that came while sessions were still being resumed', async () => {
    const h = await baileysHarness();
    try {
      await linkedThenStopped(h, 12);
      const restarted = new BaileysEngine(h.ctx.db, { ...h.engineOptions, resumeConcurrency: 2 });
      expect(await restarted.recover()).toBe(12);
      await restarted.close();
      const socketsAfterClose = h.wa.sockets.length;
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(h.wa.sockets.length).toBe(socketsAfterClose);
      expect(h.wa.sockets.every((s: FakeSocket) => s.state === 'closed')).toBe(true);
      expect(restarted.sessionCounts().open ?? 0).toBe(0);
    } finally {
      await h.close();
    }
  });
});
