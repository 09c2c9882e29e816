import type { Db } from '../../db/client';
import { ping } from './health.queries';

/**
 * Whether the database answers `select 1` within `ms`. A database that does not answer (frozen)
 * would otherwise hold the check as long as the pool waits, and a load balancer could not tell.
 */
export async function answersWithin(db: Db, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([ping(db).then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
