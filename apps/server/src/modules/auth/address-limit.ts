import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { rateLimited } from '../../http/app-error';
import * as q from './login-throttle.queries';

const WINDOW_MINUTES = 60;

/**
 * Route options allowing at most `perHour` calls per client address (`request.ip`, so see
 * TRUST_PROXY), counted after the body is validated and before the handler; a refused call
 * answers 429 with Retry-After. The count lives in login_failures beside the sign-in counters
 * (key `name:address`), so every API process and every restart shares it. The call that reaches
 * the limit locks the address for an hour, which keeps it to `perHour` in any hour; a refused call
 * is given back, so retrying does not stretch the lock.
 */
export function limitPerAddress(db: Db, name: string, perHour: number, refusal: string) {
  return {
    async preHandler(request: FastifyRequest): Promise<void> {
      const key = `${name}:${request.ip}`;
      const locked = await q.lockedForSeconds(db, [key]);
      if (locked > 0) throw rateLimited(refusal, locked);
      const row = await q.addFailure(db, key, WINDOW_MINUTES, perHour);
      if (row.failures > perHour) {
        // Calls sent all at once passed the lock check together; those past the limit go back.
        await q.removeFailure(db, key, perHour);
        throw rateLimited(refusal, WINDOW_MINUTES * 60);
      }
    },
  };
}

export type AddressLimit = ReturnType<typeof limitPerAddress>;
