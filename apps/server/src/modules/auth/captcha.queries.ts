import { lt } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { captchaUses } from '../../db/schema';

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
