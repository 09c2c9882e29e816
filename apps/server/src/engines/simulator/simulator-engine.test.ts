import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestContext, signUpAndLogin } from '../../../test/harness';
import { engineContract } from '../engine-contract';
import { SimulatorEngine } from './simulator-engine';
import { createSandbox } from './simulator-sandbox';

let n = 0;
const phoneNumber = () => `9170000${String(++n).padStart(5, '0')}`;

async function simulatorHarness(
  options = { qrRotateMs: 20_000, qrLifetimeMs: 60_000, deliveryDelayMs: 0, readDelayMs: 5 },
) {
  const ctx = await createTestContext();
  const engine = new SimulatorEngine(ctx.db, options);
  const sandbox = createSandbox(engine);
  const { token } = await signUpAndLogin(ctx.app, randomBytes(4).toString('hex'));
  const me = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/fetchUser',
    headers: { authorization: `Bearer ${token}` },
  });
  const userId = me.json().uuid as string;
  return {
    ctx,
    engine,
    sandbox,
    userId,
    async newToken() {
      const list = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/dash/wa/fetchInstance',
        headers: { authorization: `Bearer ${token}` },
        payload: { uuid: userId },
      });
      return list.json().result[0].insid as string;
    },
    link: async (qr: string, phone: string) => {
      await sandbox.scan(qr, phone, userId);
    },
    registered: '919812345678',
    receivedBy: async (phone: string, messageId: string) => {
      const rows = await ctx.db.execute(
        sql`select count(*)::int as n from sim_messages where phone = ${phone} and id = ${messageId}`,
      );
      return (rows.rows[0] as { n: number }).n;
    },
    unregistered: '919812345000',
    phone: phoneNumber,
    close: async () => {
      await engine.close();
      await ctx.close();
    },
  };
}

engineContract('simulator', simulatorHarness);

describe('simulator specifics', () => {
  it('rotates the QR payload on its interval and drops the session after its lifetime', async () => {
    const h = await simulatorHarness({
      qrRotateMs: 100,
      qrLifetimeMs: 350,
      deliveryDelayMs: 0,
      readDelayMs: 0,
    });
    try {
      const insid = await h.newToken();
      const payloads = new Set<string>();
      h.engine.on('qr', (e) => payloads.add(e.qr));
      const started = await h.engine.startSession(insid);
      if (started.state !== 'qr') throw new Error('expected a QR');
      const timedOut = new Promise((resolve) =>
        h.engine.on('disconnected', (e) => e.reason === 'qr-timeout' && resolve(e)),
      );
      await timedOut;
      // The first payload plus at least two rotations, every one different.
      expect(payloads.has(started.qr)).toBe(true);
      expect(payloads.size).toBeGreaterThanOrEqual(3);
      expect((await h.engine.sessionState(insid)).state).toBe('idle');
      await expect(h.sandbox.scan(started.qr, h.phone(), h.userId)).rejects.toThrow('qrInvalid');
    } finally {
      await h.close();
    }
  });

  it('links one phone to one token only', async () => {
    const h = await simulatorHarness();
    try {
      const first = await h.newToken();
      const s1 = await h.engine.startSession(first);
      if (s1.state !== 'qr') throw new Error('expected a QR');
      const phone = h.phone();
      await h.sandbox.scan(s1.qr, phone, h.userId);
      await h.ctx.db.execute(
        (await import('drizzle-orm'))
          .sql`insert into instances (id, user_id, name, api_key_hash, api_key_cipher, api_key_hint, trial)
          values ('ins_second_token', ${h.userId}, 'Second', 'h2', 'c2', 'abcd', true)`,
      );
      const s2 = await h.engine.startSession('ins_second_token');
      if (s2.state !== 'qr') throw new Error('expected a QR');
      await expect(h.sandbox.scan(s2.qr, phone, h.userId)).rejects.toThrow('phoneTaken');
    } finally {
      await h.close();
    }
  });

  it('keeps linked phones across an engine restart (state is in PostgreSQL)', async () => {
    const h = await simulatorHarness();
    try {
      const insid = await h.newToken();
      const s = await h.engine.startSession(insid);
      if (s.state !== 'qr') throw new Error('expected a QR');
      const phone = h.phone();
      await h.sandbox.scan(s.qr, phone, h.userId);
      await h.engine.close();
      const restarted = new SimulatorEngine(h.ctx.db);
      expect(await restarted.sessionState(insid)).toEqual({ state: 'connected', wid: phone });
      await restarted.close();
    } finally {
      await h.close();
    }
  });
});
