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

/** A named 32-byte key, created on first use and shared by every process. */
export async function getOrCreateKey(db: Queryable, name: string): Promise<Buffer> {
  return Buffer.from(await getOrCreateSecret(db, name), 'base64url');
}
