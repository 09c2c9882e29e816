/**
 * The constraint a statement broke when it failed on a unique index or constraint (PostgreSQL's
 * 23505), else null. Drizzle wraps the driver's error, so its cause is looked at first.
 */
export function uniqueViolation(error: unknown): { constraint: string } | null {
  const pgError =
    (error as { cause?: { code?: string; constraint?: string } }).cause ??
    (error as { code?: string; constraint?: string });
  return pgError?.code === '23505' ? { constraint: pgError.constraint ?? '' } : null;
}
