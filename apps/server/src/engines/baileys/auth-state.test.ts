import { readdir } from 'node:fs/promises';
import path from 'node:path';
import makeWASocket, { type ConnectionState } from '@whiskeysockets/baileys';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseThroughProxy } from '../../../test/cuttable-proxy';
import { createTestContext, type TestContext } from '../../../test/harness';
import { trialToken } from '../../../test/linked-token';
import { connectDatabase } from '../../db/client';
import { OutageHolding } from '../../db/outage-holding';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { replayAuthWrites, useDbAuthState } from './auth-state';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const newToken = async (n: number) => (await trialToken(ctx, `wa${n}`)).insid;

describe('WhatsApp auth state in PostgreSQL', () => {
  it('keeps the credentials across a restart, buffers and all', async () => {
    const insid = await newToken(1);
    const first = await useDbAuthState(ctx.runtime, insid);
    first.state.creds.me = { id: '919812345678:3@s.whatsapp.net', name: 'Shop' };
    await first.saveCreds();

    // Another process (or this one after a restart) resumes the same device: no new QR.
    const resumed = await useDbAuthState(ctx.runtime, insid);
    expect(resumed.state.creds).toEqual(first.state.creds);
    expect(Buffer.isBuffer(resumed.state.creds.noiseKey.private)).toBe(true);
    expect(resumed.state.creds.me?.id).toBe('919812345678:3@s.whatsapp.net');
    // A token never linked starts with fresh credentials of its own. (Not compared by
    // registrationId: Baileys draws it from one random byte, so two tokens share one 1 time in 256.)
    const other = await useDbAuthState(ctx.runtime, await newToken(2));
    expect(Buffer.from(other.state.creds.signedIdentityKey.public)).not.toEqual(
      Buffer.from(first.state.creds.signedIdentityKey.public),
    );
  });

  it('stores, reads and deletes signal keys; app state keys come back as protobuf objects', async () => {
    const insid = await newToken(3);
    const { state, clear } = await useDbAuthState(ctx.runtime, insid);
    const keyPair = { public: Buffer.from('public-key'), private: Buffer.from('private-key') };
    await state.keys.set({
      'pre-key': { '1': keyPair, '2': keyPair },
      session: { 'a.0': Buffer.from([1, 2, 3]) },
      'app-state-sync-key': { k1: { keyData: Buffer.from('sync'), timestamp: 42 } },
    });
    const preKeys = await state.keys.get('pre-key', ['1', '2', '3']);
    expect(Object.keys(preKeys).sort()).toEqual(['1', '2']);
    expect(preKeys['1']?.private).toEqual(keyPair.private);
    const sync = (await state.keys.get('app-state-sync-key', ['k1'])).k1;
    expect(sync?.constructor.name).toBe('AppStateSyncKeyData');
    expect(Buffer.from(sync?.keyData ?? []).toString()).toBe('sync');

    await state.keys.set({ 'pre-key': { '1': null }, session: { 'a.0': Buffer.from([9]) } });
    expect(Object.keys(await state.keys.get('pre-key', ['1', '2']))).toEqual(['2']);
    expect([...((await state.keys.get('session', ['a.0']))['a.0'] ?? [])]).toEqual([9]);

    await clear();
    expect(await state.keys.get('pre-key', ['2'])).toEqual({});
  });

  it('writes a key update whole or not at all', async () => {
    const insid = await newToken(4);
    const { state } = await useDbAuthState(ctx.runtime, insid);
    // PostgreSQL refuses NUL in jsonb: the second entry fails the statement, and so the first.
    await expect(
      state.keys.set({ session: { s1: Buffer.from([1]) }, 'lid-mapping': { x: 'bad\u0000' } }),
    ).rejects.toThrow();
    expect(await state.keys.get('session', ['s1'])).toEqual({});
  });

  it('hands the stored state to the real Baileys socket (which cannot reach WhatsApp here)', async () => {
    const insid = await newToken(5);
    const { state } = await useDbAuthState(ctx.runtime, insid);
    const socket = makeWASocket({
      auth: state,
      // A closed local port: the socket is built and tries to connect, nothing leaves the machine.
      waWebSocketUrl: 'ws://127.0.0.1:9/ws/chat',
      logger: pino({ level: 'silent' }),
      connectTimeoutMs: 2_000,
    });
    expect(socket.authState.creds).toBe(state.creds);
    const closed = await new Promise<Partial<ConnectionState>>((resolve) => {
      socket.ev.on('connection.update', (update) => {
        if (update.connection === 'close') resolve(update);
      });
    });
    expect(closed.lastDisconnect?.error).toBeDefined();
    socket.end(undefined);
  });

  it('waits out a database outage: credentials and keys saved meanwhile are stored once it is back', async () => {
    const insid = await newToken(9);
    const throughProxy = await databaseThroughProxy(ctx.config.DATABASE_URL ?? '');
    try {
      const auth = await useDbAuthState({ db: throughProxy.db, holding: new OutageHolding() }, insid);
      await throughProxy.cut();
      auth.state.creds.me = { id: '919812345679:4@s.whatsapp.net', name: 'Linked in an outage' };
      const keyPair = { public: Buffer.from('outage-public'), private: Buffer.from('outage-private') };
      const saved = Promise.all([auth.saveCreds(), auth.state.keys.set({ 'pre-key': { '7': keyPair } })]);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await throughProxy.restore();
      await saved;
    } finally {
      await throughProxy.close();
    }
    const resumed = await useDbAuthState(ctx.runtime, insid);
    expect(resumed.state.creds.me?.name).toBe('Linked in an outage');
    const keys = await resumed.state.keys.get('pre-key', ['7']);
    expect(Buffer.from(keys['7']?.private ?? [])).toEqual(Buffer.from('outage-private'));
  });

  it('keeps what waits out an outage on disk: a stop meanwhile loses no key, the next start stores them in order', async () => {
    const insid = await newToken(10);
    const root = path.join(ctx.config.dataDir, 'held-writes-wa-auth');
    const journal = path.join(root, 'wa-auth');
    const throughProxy = await databaseThroughProxy(ctx.config.DATABASE_URL ?? '');
    const keyPair = (name: string) => ({ public: Buffer.from(`${name}-public`), private: Buffer.from(name) });
    try {
      const holding = new OutageHolding(root);
      const auth = await useDbAuthState({ db: throughProxy.db, holding }, insid);
      await auth.state.keys.set({ 'pre-key': { '1': keyPair('before'), '2': keyPair('before') } });
      await throughProxy.cut();
      auth.state.creds.me = { id: '919812345670:5@s.whatsapp.net', name: 'First' };
      const held = [
        auth.saveCreds(),
        auth.state.keys.set({ 'pre-key': { '1': keyPair('during'), '2': null } }),
      ];
      await expect.poll(async () => (await readdir(journal).catch(() => [])).length).toBe(2);
      auth.state.creds.me = { id: '919812345670:5@s.whatsapp.net', name: 'Second' };
      held.push(auth.saveCreds());
      await expect.poll(async () => (await readdir(journal).catch(() => [])).length).toBe(3);
      holding.abort();
      for (const outcome of await Promise.allSettled(held))
        expect(outcome.status === 'rejected' && isDatabaseUnavailable(outcome.reason)).toBe(true);
    } finally {
      await throughProxy.restore();
      await throughProxy.close();
    }
    const before = await useDbAuthState(ctx.runtime, insid);
    expect(before.state.creds.me).toBeUndefined();

    const next = connectDatabase(ctx.config.DATABASE_URL ?? '', 2);
    try {
      const restarted = { db: next.db, holding: new OutageHolding(root) };
      expect(await replayAuthWrites(restarted)).toBe(3);
      expect(await replayAuthWrites(restarted)).toBe(0);
    } finally {
      await next.close();
    }
    const resumed = await useDbAuthState(ctx.runtime, insid);
    expect(resumed.state.creds.me?.name).toBe('Second');
    const keys = await resumed.state.keys.get('pre-key', ['1', '2']);
    expect(Object.keys(keys)).toEqual(['1']);
    expect(Buffer.from(keys['1']?.private ?? []).toString()).toBe('during');
    expect(await readdir(journal)).toEqual([]);
    const { rows } = await ctx.db.execute(sql`select 1 from wa_auth where instance_id = ${insid}`);
    expect(rows).toHaveLength(2);
  });
});
