/**
 * SQLSTATEs a later try of the same write may not meet: serialization failures and deadlocks
 * (40001, 40P01), a lock not granted (55P03), the server short of resources (class 53: disk,
 * memory, connections), its system errors (class 58) and internal errors (XX000).
 */
const TRANSIENT = /^(?:40001|40P01|55P03|53[0-9A-Z]{3}|58[0-9A-Z]{3}|XX000)$/;

/**
 * Whether the database refused a write for a reason another try may not meet (one of the
 * transient SQLSTATEs, on `error` or what it wraps). An unreachable database is not one: the
 * writers of what arrives once wait it out (hold-through-outage.ts). A refused value (class 22)
 * or a broken constraint (class 23) fails every try alike.
 */
export function isTransientFailure(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && TRANSIENT.test(code)) return true;
  return isTransientFailure(error.cause, depth + 1);
}
