import { WhatsAppMessages } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trialToken } from '../../../test/linked-token';
import { type WiredBaileys, wiredBaileysHarness } from '../../../test/wired-baileys';
import { buildApp } from '../../app';
import { EngineError } from '../engine-error';

let h: WiredBaileys;
/** The HTTP application on the Baileys engine (the harness's own app runs the simulator). */
let app: FastifyInstance;
beforeAll(async () => {
  h = await wiredBaileysHarness({ backoffMs: () => 50 });
  app = await buildApp({ runtime: { ...h.ctx.runtime, engine: h.engine }, jobs: h.ctx.jobs });
  await app.ready();
});
afterAll(async () => {
  h.wa.restoreNetwork();
  await app.close();
  await h.close();
});

const unreachableAnswer = { code: 'WHATSAPP_UNREACHABLE', message: WhatsAppMessages.unreachable };

/** Answers the call and how long it took. */
async function timed<T>(call: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const began = Date.now();
  const answer = await call();
  return { answer, ms: Date.now() - began };
}

describe('WhatsApp unreachable (ENOTFOUND, as Baileys reports it)', () => {
  it('answers a session start at once with whatsapp-unreachable, says why, and keeps trying', async () => {
    await h.wa.cutNetwork();
    try {
      const insid = await h.newToken();
      const sockets = h.wa.sockets.length;
      const { answer, ms } = await timed(() => h.engine.startSession(insid).catch((e: unknown) => e));
      expect(answer).toBeInstanceOf(EngineError);
      expect(answer).toMatchObject({ reason: 'whatsapp-unreachable', message: WhatsAppMessages.unreachable });
      expect(ms).toBeLessThan(5_000);
      expect(await h.engine.sessionState(insid)).toEqual({ state: 'idle', problem: 'whatsapp-unreachable' });
      await expect
        .poll(async () => (await h.stateEvents(insid)).at(-1))
        .toEqual({ state: 'disconnected', wid: null, reason: 'error', cause: 'whatsapp-unreachable' });
      // On its schedule: more attempts, never given up (maxFailures is 3), one event for them all.
      await expect.poll(() => h.wa.sockets.length - sockets).toBeGreaterThan(4);
      expect(h.engine.sessionCounts()).toMatchObject({ unreachable: 1 });
      expect(await h.stateEvents(insid)).toHaveLength(1);

      h.wa.restoreNetwork();
      await expect.poll(async () => (await h.engine.sessionState(insid)).state).toBe('qr');
    } finally {
      h.wa.restoreNetwork();
    }
  });

  it('answers QR, pairing-code and reboot calls within 5 s with 503 WHATSAPP_UNREACHABLE; the row says why', async () => {
    const { dash, uuid, insid } = await trialToken(h.ctx, 'unreach1');
    const headers = { authorization: dash.authorization };
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload });
    const qr = (await post('/dash/wa/qr', { insid })).json().qr as string;
    await h.link(qr, '917300000001');
    const rowOf = async () =>
      (await post('/dash/wa/fetchInstance', { uuid }))
        .json()
        .result.find((row: { insid: string }) => row.insid === insid);
    await expect.poll(async () => (await rowOf()).authenticated).toBe(1);
    const apiKey = (await post('/dash/wa/showKey', { insid })).json().api_key as string;

    await h.wa.cutNetwork();
    try {
      const reboot = await timed(() =>
        app.inject({
          method: 'POST',
          url: `/api/v1/instance/reboot?insid=${insid}`,
          headers: { key: apiKey },
        }),
      );
      expect(reboot.answer.statusCode).toBe(503);
      expect(reboot.answer.json()).toMatchObject(unreachableAnswer);
      expect(reboot.ms).toBeLessThan(5_000);

      // Logged out now, the token links again: with no WhatsApp, neither way answers anything but 503.
      await post('/dash/wa/logout', { insid });
      for (const [url, body] of [
        ['/dash/wa/qr', { insid }],
        ['/dash/wa/pairingCode', { insid, phone: '917300000002' }],
      ] as const) {
        const { answer, ms } = await timed(() => post(url, body));
        expect(answer.statusCode, url).toBe(503);
        expect(answer.json()).toMatchObject(unreachableAnswer);
        expect(ms).toBeLessThan(5_000);
      }
      expect(await rowOf()).toMatchObject({
        session: 'idle',
        problem: 'whatsapp-unreachable',
      });
      // What an operator sees: the sessions that cannot reach WhatsApp, and the version in use
      // (the bundled one: the fetch at the first start found no network either).
      await h.ctx.db.execute(sql`update users set role = 'Admin' where id = ${uuid}`);
      const metrics = (await app.inject({ method: 'GET', url: '/api/v1/metrics', headers })).json();
      expect(metrics.sessions.unreachable).toBeGreaterThan(0);
      expect(metrics).toMatchObject({
        engine: 'baileys',
        whatsappWebVersion: { version: '2.3000.1000000000', source: 'bundled' },
      });
    } finally {
      h.wa.restoreNetwork();
    }
  });
});
