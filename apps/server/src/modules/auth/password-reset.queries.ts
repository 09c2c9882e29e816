import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { passwordResets } from '../../db/schema';

export type ResetRow = typeof passwordResets.$inferSelect;

export async function insertReset(
  db: Queryable,
  reset: { userId: string; tokenHash: string; otpHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(reset);
}

export async function countRecentResets(db: Queryable, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since)));
  return row?.n ?? 0;
}

export async function findOpenReset(db: Queryable, tokenHash: string): Promise<ResetRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Counts one OTP attempt before the OTP is compared; false once `max` were made. One statement,
 * so guesses sent all at once cannot all read the count before any of them adds to it.
 */
export async function claimOtpAttempt(db: Queryable, id: string, max: number): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ otpAttempts: sql`${passwordResets.otpAttempts} + 1` })
    .where(and(eq(passwordResets.id, id), lt(passwordResets.otpAttempts, max)))
    .returning({ id: passwordResets.id });
  return rows.length === 1;
}

export async function replaceOtp(db: Queryable, id: string, otpHash: string): Promise<void> {
  await db
    .update(passwordResets)
    .set({ otpHash, otpAttempts: 0, otpSends: sql`${passwordResets.otpSends} + 1` })
    .where(eq(passwordResets.id, id));
}

/** Marks the reset used; false when another request used it first. Also closes the user's other resets. */
export async function consumeReset(db: Queryable, reset: ResetRow): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  if (rows.length === 0) return false;
  await closeOpenResets(db, reset.userId);
  return true;
}

/** Closes every reset of the user still open (marked used): their links and codes stop working. */
export async function closeOpenResets(db: Queryable, userId: string): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
