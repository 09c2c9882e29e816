import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Queryable } from './client';
import { appSecrets } from './schema';

/** Reads a named secret, creating it on first use; every process gets the same value. */
export async function getOrCreateSecret(db: Queryable, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(sql`${appSecrets.name} = ${name}`);
  if (!row) throw new Error(`secret ${name} missing`);
  return row.value;
}

const keyCache = new WeakMap<object, Map<string, Promise<Buffer>>>();

/**
 * A named 32-byte key, created on first use and shared by every process. Keys never change, so
 * each database handle reads a key once.
 */
export function getOrCreateKey(db: Queryable, name: string): Promise<Buffer> {
  let keys = keyCache.get(db);
  if (!keys) {
    keys = new Map();
    keyCache.set(db, keys);
  }
  let key = keys.get(name);
  if (!key) {
    key = getOrCreateSecret(db, name).then((value) => Buffer.from(value, 'base64url'));
    key.catch(() => keys?.delete(name));
    keys.set(name, key);
  }
  return key;
}
