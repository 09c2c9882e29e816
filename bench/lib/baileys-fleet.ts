import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { connectDatabase, type Db } from '../../apps/server/src/db/client';
import { applyMigrations } from '../../apps/server/src/db/migrate';
import { OutageHolding } from '../../apps/server/src/db/outage-holding';
import { BaileysEngine } from '../../apps/server/src/engines/baileys/baileys-engine';
import type { BaileysEngineOptions } from '../../apps/server/src/engines/baileys/baileys-engine-options';
import { fakeEngineOptions } from '../../apps/server/test/fake-engine-options';
import { createFakeWhatsApp, type FakeWhatsApp } from '../../apps/server/test/fake-whatsapp';
import { benchDatabase } from './database';
import { pooled } from './stats';

/** How big a busy device's signal key store is (env knobs), as `wa_auth` rows per token. */
export interface KeyStoreSize {
  preKeys: number;
  sessions: number;
  senderKeys: number;
}

export const keyStoreSize = (): KeyStoreSize => ({
  preKeys: Number(process.env.BENCH_PRE_KEYS ?? 30),
  sessions: Number(process.env.BENCH_SESSIONS_PER_TOKEN ?? 300),
  senderKeys: Number(process.env.BENCH_SENDER_KEYS ?? 40),
});

export interface Fleet {
  db: Db;
  wa: FakeWhatsApp;
  /** Linked tokens and the phone each is linked to, in the same order. */
  insids: string[];
  phones: string[];
  /** What an engine of this fleet is made with (the restarted one too). */
  engineOptions: BaileysEngineOptions;
  /** Size of the `wa_auth` table, for the report. */
  authRows: number;
  authBytes: string;
  cleanup(): Promise<void>;
}

const phoneOf = (i: number) => `9172${String(i).padStart(8, '0')}`;

/**
 * `count` tokens, each linked through the Baileys engine to its own fake-WhatsApp phone (QR,
 * scan, restart-required, open: credentials as Baileys makes them), then given a busy device's
 * signal keys; the linking engine is closed again, as a stopped process would be.
 */
export async function linkedFleet(count: number, size: KeyStoreSize, poolMax = 10): Promise<Fleet> {
  const database = await benchDatabase();
  const handle = connectDatabase(database.url, poolMax);
  await applyMigrations(handle.pool);
  const { db } = handle;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chatgate-bench-wa-'));
  const wa = createFakeWhatsApp();
  const engineOptions = fakeEngineOptions(
    wa,
    { mediaDir: path.join(dataDir, 'media'), holding: new OutageHolding(path.join(dataDir, 'held')) },
    { maxFailures: 5, maxLinking: 50 },
  );
  const insids = await newTokens(db, count);
  const phones = insids.map((_, i) => phoneOf(i + 1));
  const linking = new BaileysEngine(db, engineOptions);
  await pooled(count, 10, (i) => link(linking, wa, insids[i] as string, phones[i] as string));
  await linking.close();
  await seedKeys(db, size);
  const { rows } = await db.execute<{ n: number; bytes: string }>(sql`
    select count(*)::int as n, pg_size_pretty(pg_total_relation_size('wa_auth')) as bytes from wa_auth`);
  return {
    db,
    wa,
    insids,
    phones,
    engineOptions,
    authRows: rows[0]?.n ?? 0,
    authBytes: rows[0]?.bytes ?? '',
    cleanup: async () => {
      await wa.close();
      await handle.pool.end();
      await database.cleanup();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function newTokens(db: Db, count: number): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into users (username, email, name, password_hash)
    values ('fleet', 'fleet@example.com', 'Fleet', 'x') returning id`);
  const { rows: tokens } = await db.execute<{ id: string }>(sql`
    insert into instances (id, user_id, name, api_key_hash, api_key_cipher, api_key_hint, trial)
    select 'ins_fleet_' || lpad(i::text, 5, '0'), ${rows[0]?.id}, 'Fleet ' || i, 'h_fleet_' || i, 'c', 'abcd', false
    from generate_series(1, ${count}::int) as i
    returning id`);
  return tokens.map((t) => t.id).sort();
}

/** The token's QR scanned by `phone`; resolves once the engine reports the device connected. */
async function link(engine: BaileysEngine, wa: FakeWhatsApp, insid: string, phone: string): Promise<void> {
  const connected = new Promise<void>((resolve) => {
    const off = engine.on('connected', (e) => {
      if (e.insid !== insid) return;
      off();
      resolve();
    });
  });
  const started = await engine.startSession(insid);
  if (started.state !== 'qr') throw new Error(`${insid}: expected a QR, got ${started.state}`);
  await wa.scan(started.qr, phone);
  await connected;
}

/** SQL of `n` random bytes as BufferJSON stores them (`{"type":"Buffer","data":<base64>}`), new per row `g.i`. */
const randomBuffer = (n: number) => `jsonb_build_object('type', 'Buffer', 'data', encode(
  (select decode(string_agg(replace(gen_random_uuid()::text, '-', ''), ''), 'hex')
   from generate_series(1, ${Math.ceil(n / 16)}) where g.i is not null), 'base64'))`;

/** SQL of app-state sync keys and versions as Baileys keeps them (a version maps each synced index). */
const syncKey = `jsonb_build_object('keyData', ${randomBuffer(32)},
  'fingerprint', jsonb_build_object('rawId', g.i, 'currentIndex', 1, 'deviceIndexes', jsonb_build_array(0, 1)),
  'timestamp', 1733300000000)`;
const syncVersion = `jsonb_build_object('version', 40, 'hash', ${randomBuffer(128)},
  'indexValueMap', (select jsonb_object_agg('idx' || k, jsonb_build_object('valueMac', 'mac' || k))
    from generate_series(1, 200) k where g.i is not null))`;
const COLLECTIONS = `(array['critical_block', 'critical_unblock_low', 'regular_high', 'regular_low', 'regular'])[g.i]`;

/**
 * Every token's signal keys, the shapes Baileys stores: one-time pre-keys (key pairs), sessions
 * with the contacts it talks to (serialized records, ~600 bytes), the LID map of those contacts,
 * sender keys of its groups, app-state sync keys and versions.
 */
async function seedKeys(db: Db, size: KeyStoreSize): Promise<void> {
  /** `n` entries of `type` for every linked token; `keyId` and `value` are SQL over `g.i` (1..n). */
  const add = (type: string, n: number, keyId: string, value: string) =>
    db.execute(sql`
      insert into wa_auth (instance_id, type, key_id, value)
      select a.instance_id, ${type}, ${sql.raw(keyId)}, ${sql.raw(value)}
      from wa_auth a, generate_series(1, ${n}::int) as g(i)
      where a.type = 'creds' and a.key_id = ''`);
  const contact = '(919900000000 + g.i)::text';
  await add(
    'pre-key',
    size.preKeys,
    'g.i::text',
    `jsonb_build_object('private', ${randomBuffer(32)}, 'public', ${randomBuffer(32)})`,
  );
  await add('session', size.sessions, `${contact} || '.0'`, randomBuffer(600));
  await add('lid-mapping', size.sessions, contact, 'to_jsonb((100000000000000 + g.i)::text)');
  await add('sender-key', size.senderKeys, `'1203630' || g.i || '@g.us::919900000000::0'`, randomBuffer(300));
  await add('app-state-sync-key', 3, `'AAAAA' || g.i`, syncKey);
  await add('app-state-sync-version', 5, COLLECTIONS, syncVersion);
  await db.execute(sql`analyze wa_auth`);
}
