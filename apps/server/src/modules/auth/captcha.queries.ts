import { randomBytes } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { appSecrets, captchaUses } from '../../db/schema';

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

/** Records a used challenge; false when it was used before (a replay). */
export async function claimChallenge(db: Queryable, signature: string, expiresAt: Date): Promise<boolean> {
  await db.delete(captchaUses).where(lt(captchaUses.expiresAt, new Date()));
  const rows = await db
    .insert(captchaUses)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning();
  return rows.length === 1;
}
