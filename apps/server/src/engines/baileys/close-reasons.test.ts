import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type WiredBaileys, wiredBaileysHarness } from '../../../test/wired-baileys';
import { CLOSE_REASONS, type CloseReason, closeReasonOf } from './close-reasons';

let h: WiredBaileys;
beforeAll(async () => {
  // A backoff long enough that a session backing off is seen waiting, not reconnected.
  h = await wiredBaileysHarness({ backoffMs: () => 60_000, maxFailures: 3 });
});
afterAll(() => h.close());

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

/** What each action looks like to the token, after WhatsApp closed its open connection with `code`. */
const expectations: Record<CloseReason['action'], (code: number, reason: CloseReason) => Promise<void>> = {
  // Unseen: the session stays connected, no event, and a send made meanwhile goes out.
  restart: async (code) => {
    const { insid } = await h.linked();
    const before = await h.stateEvents(insid);
    await h.wa.closeConnection(await phoneOf(insid), code);
    expect(await h.engine.sessionState(insid)).toMatchObject({ state: 'connected' });
    const id = randomUUID();
    await h.engine.send(insid, { id, kind: 'text', to: h.registered, body: 'during the restart' });
    await expect.poll(() => h.receivedBy(h.registered, id)).toBe(1);
    expect(await h.stateEvents(insid)).toEqual(before);
  },
  reconnect: async (code) => {
    const { insid } = await h.linked();
    const [sockets, before] = [h.wa.sockets.length, await h.stateEvents(insid)];
    await h.wa.closeConnection(await phoneOf(insid), code);
    await expect.poll(async () => (await h.engine.sessionState(insid)).state).toBe('connected');
    expect(h.wa.sockets.length).toBe(sockets + 1);
    expect(await h.stateEvents(insid)).toEqual(before);
  },
  'back-off': async (code) => {
    const { insid } = await h.linked();
    const [sockets, before] = [h.wa.sockets.length, await h.stateEvents(insid)];
    await h.wa.closeConnection(await phoneOf(insid), code);
    await settle();
    // Waiting for its backoff: no new socket yet, and no state change for the customer yet.
    expect(h.wa.sockets.length).toBe(sockets);
    expect((await h.engine.sessionState(insid)).state).toBe('idle');
    expect(await h.stateEvents(insid)).toEqual(before);
  },
  'refresh-version': async (code) => {
    const { insid } = await h.linked();
    const version = `2.3000.${1_100_000_000 + code}`;
    h.wa.releaseWebVersion(version);
    await h.wa.closeConnection(await phoneOf(insid), code);
    await expect.poll(async () => (await h.engine.sessionState(insid)).state).toBe('connected');
    expect(h.wa.sockets.at(-1)?.config.version?.join('.')).toBe(version);
    expect(h.engine.webVersion()).toEqual({ version, source: 'fetched' });
  },
  stop: async (code, { cause }) => {
    const { insid } = await h.linked();
    const sockets = h.wa.sockets.length;
    await h.wa.closeConnection(await phoneOf(insid), code);
    await expect.poll(() => h.engine.sessionState(insid)).toEqual({ state: 'idle', problem: cause });
    await expect
      .poll(async () => (await h.stateEvents(insid)).at(-1))
      .toEqual({ state: 'disconnected', wid: null, reason: 'error', cause, code });
    await settle();
    expect(h.wa.sockets.length).toBe(sockets);
  },
  'forget-device': async (code, { cause }) => {
    const { insid } = await h.linked();
    await h.wa.closeConnection(await phoneOf(insid), code);
    await expect
      .poll(async () => (await h.stateEvents(insid)).at(-1))
      .toEqual({ state: 'logged_out', wid: null, cause, code });
    // The device is forgotten: the next start shows a QR to link again.
    expect((await h.engine.startSession(insid)).state).toBe('qr');
  },
};

async function phoneOf(insid: string): Promise<string> {
  const state = await h.engine.sessionState(insid);
  if (state.state !== 'connected') throw new Error(`${insid} is ${state.state}`);
  return state.wid;
}

describe('WhatsApp close codes (docs/operations.md, through the fake socket)', () => {
  for (const [code, reason] of CLOSE_REASONS) {
    it(`${code} ${reason.cause}: ${reason.action}`, async () => {
      await expectations[reason.action](code, reason);
    });
  }

  it('tells a WhatsApp that cannot be reached from a close code, and an unknown code backs off', () => {
    const enotfound = Object.assign(new Error('getaddrinfo ENOTFOUND web.whatsapp.com'), {
      code: 'ENOTFOUND',
    });
    expect(closeReasonOf({ output: { statusCode: 408 }, data: enotfound })).toEqual({
      cause: 'whatsapp-unreachable',
      action: 'back-off',
    });
    expect(closeReasonOf({ output: { statusCode: 408 } })).toEqual({
      cause: 'timed-out',
      action: 'back-off',
    });
    expect(closeReasonOf({ output: { statusCode: 499 } })).toEqual({ cause: 'unknown', action: 'back-off' });
  });
});
