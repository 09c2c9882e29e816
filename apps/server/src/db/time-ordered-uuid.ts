import { randomUUID } from 'node:crypto';

let prefixTime = Number.NaN;
let prefix = '';

/**
 * A version 7 UUID (RFC 9562): the first 48 bits are the time in milliseconds, the rest random.
 * Rows keyed by it are inserted at the end of their primary key's index instead of at a random
 * place in it, which costs every accepted send less. The same as `time_ordered_uuid()` in SQL
 * (migration 0025).
 */
export function timeOrderedUuid(now = Date.now()): string {
  // The time's digits change once a millisecond, while a burst of sends takes many ids in one.
  if (now !== prefixTime) {
    const time = now.toString(16).padStart(12, '0');
    prefix = `${time.slice(0, 8)}-${time.slice(8, 12)}-7`;
    prefixTime = now;
  }
  // randomUUID draws from a cached pool of entropy: its version 4 digits give way to the time and
  // the version; its variant and 74 random bits stay.
  return prefix + randomUUID().slice(15);
}
