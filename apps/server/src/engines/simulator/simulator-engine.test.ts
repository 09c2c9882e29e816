import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { engineContract } from '../../../test/engine-contract';
import { statusesUntil } from '../../../test/engine-contract-support';
import { linkedSimToken, simulatorHarness } from '../../../test/simulator-harness';
import { PAIRING_ALPHABET } from './pairing-code';
import { SimulatorEngine } from './simulator-engine';
import { DEFAULT_SIMULATOR_OPTIONS } from './simulator-options';

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
      const s2 = await h.engine.startSession(await h.newToken());
      if (s2.state !== 'qr') throw new Error('expected a QR');
      await expect(h.sandbox.scan(s2.qr, phone, h.userId)).rejects.toThrow('phoneTaken');
    } finally {
      await h.close();
    }
  });

  // The simulator knows its network; WhatsApp does not tell a device that is not linked yet.
  it('refuses a pairing code for a number that is not on the network', async () => {
    const h = await simulatorHarness();
    try {
      const insid = await h.newToken();
      await expect(h.engine.requestPairingCode(insid, h.unregistered)).rejects.toMatchObject({
        name: 'EngineError',
        reason: 'not-registered',
      });
      expect((await h.engine.sessionState(insid)).state).not.toBe('connected');
    } finally {
      await h.close();
    }
  });

  it('issues pairing codes that start the session, replace each other and work once, on their phone only', async () => {
    const h = await simulatorHarness();
    try {
      const insid = await h.newToken();
      const phone = h.phone();
      const first = await h.engine.requestPairingCode(insid, phone);
      expect(first.code).toMatch(new RegExp(`^[${PAIRING_ALPHABET}]{8}$`));
      expect(first.expiresAt.getTime() - Date.now()).toBeGreaterThan(59_000);
      expect((await h.engine.sessionState(insid)).state).toBe('qr');

      const second = await h.engine.requestPairingCode(insid, phone);
      await expect(h.sandbox.enterPairingCode(first.code, phone, h.userId)).rejects.toThrow(
        'pairingCodeInvalid',
      );
      await expect(h.sandbox.enterPairingCode(second.code, h.phone(), h.userId)).rejects.toThrow(
        'pairingCodeOtherPhone',
      );
      const typed = `${second.code.slice(0, 4)}-${second.code.slice(4)}`.toLowerCase();
      expect(await h.sandbox.enterPairingCode(typed, phone, h.userId)).toEqual({ insid, wid: phone });
      await expect(h.sandbox.enterPairingCode(second.code, phone, h.userId)).rejects.toThrow(
        'pairingCodeInvalid',
      );
    } finally {
      await h.close();
    }
  });

  it('drops the pairing code with the session when nobody links in time', async () => {
    const h = await simulatorHarness({ qrRotateMs: 50, qrLifetimeMs: 120 });
    try {
      const insid = await h.newToken();
      const phone = h.phone();
      const timedOut = new Promise((resolve) =>
        h.engine.on('disconnected', (e) => e.insid === insid && resolve(e.reason)),
      );
      const { code } = await h.engine.requestPairingCode(insid, phone);
      expect(await timedOut).toBe('qr-timeout');
      await expect(h.sandbox.enterPairingCode(code, phone, h.userId)).rejects.toThrow('pairingCodeInvalid');
      expect((await h.engine.sessionState(insid)).state).toBe('idle');
    } finally {
      await h.close();
    }
  });

  it('keeps linked phones across an engine restart (state is in PostgreSQL)', async () => {
    const h = await simulatorHarness();
    try {
      const phone = h.phone();
      const insid = await linkedSimToken(h, phone);
      await h.engine.close();
      const restarted = new SimulatorEngine(h.ctx.db);
      expect(await restarted.sessionState(insid)).toEqual({ state: 'connected', wid: phone });
      await restarted.close();
    } finally {
      await h.close();
    }
  });

  it('stores a channel post once, shows group messages in the sandbox and keeps the owner in the group', async () => {
    const h = await simulatorHarness();
    try {
      const owner = h.phone();
      const member = h.phone();
      const insid = await linkedSimToken(h, owner);
      await h.sandbox.open(member, h.userId);

      const channel = await h.engine.createChannel(insid, 'News');
      const post = { kind: 'text' as const, id: randomUUID(), to: channel.id, body: 'Issue 1' };
      await h.engine.send(insid, post);
      await h.engine.send(insid, post);
      const posts = await h.ctx.db.execute(sql`select channel_id, body from sim_channel_posts`);
      expect(posts.rows).toEqual([{ channel_id: channel.id, body: 'Issue 1' }]);

      const group = await h.engine.createGroup(insid, 'Club', [member]);
      const read = new Promise((resolve) =>
        h.engine.on('status', (e) => e.status === 'read' && resolve(e.messageId)),
      );
      const message = { kind: 'text' as const, id: randomUUID(), to: group.id, body: 'Meeting at 6' };
      await h.engine.send(insid, message);
      expect(await read).toBe(message.id);
      const phone = await h.sandbox.open(member, h.userId);
      expect(phone.chats).toEqual([
        expect.objectContaining({
          id: group.id,
          kind: 'group',
          messages: [
            expect.objectContaining({ fromMe: false, author: owner, body: 'Meeting at 6', status: 'read' }),
          ],
        }),
      ]);

      expect(await h.engine.updateParticipants(insid, group.id, 'remove', [owner])).toEqual([
        { number: owner, outcome: 'refused' },
      ]);
    } finally {
      await h.close();
    }
  });

  it('sends a message again after a crash before its receipts: delivered, then read, no second copy', async () => {
    const h = await simulatorHarness({ deliveryDelayMs: 60_000 });
    try {
      const insid = await linkedSimToken(h, h.phone());
      const message = { kind: 'text' as const, id: randomUUID(), to: h.registered, body: 'before the crash' };
      await h.engine.send(insid, message);
      await h.engine.close();

      const restarted = new SimulatorEngine(h.ctx.db, {
        ...DEFAULT_SIMULATOR_OPTIONS,
        deliveryDelayMs: 0,
        readDelayMs: 0,
      });
      const statuses = statusesUntil(restarted, message.id, 'read');
      expect(await restarted.sendMany(insid, [message])).toEqual({ sent: 1 });
      expect(await statuses).toEqual(['delivered', 'read']);
      const copies = await h.ctx.db.execute<{ n: number }>(
        sql`select count(*)::int as n from sim_messages where id = ${message.id}`,
      );
      expect(copies.rows[0]?.n).toBe(1);
      await restarted.close();
    } finally {
      await h.close();
    }
  });

  it('reports a group message’s receipts again after a restart, under the token’s message id', async () => {
    const h = await simulatorHarness({ deliveryDelayMs: 60_000 });
    try {
      const insid = await linkedSimToken(h, h.phone());
      const group = await h.engine.createGroup(insid, 'Crew', [h.phone(), h.phone()]);
      const id = randomUUID();
      await h.engine.send(insid, { kind: 'text', id, to: group.id, body: 'before the crash' });
      await h.engine.close();

      const restarted = new SimulatorEngine(h.ctx.db, {
        ...DEFAULT_SIMULATOR_OPTIONS,
        deliveryDelayMs: 0,
        readDelayMs: 0,
      });
      const statuses = statusesUntil(restarted, id, 'read');
      expect(await restarted.recover()).toBe(1);
      expect(await statuses).toEqual(['delivered', 'read']);
      await restarted.close();
    } finally {
      await h.close();
    }
  });
});
