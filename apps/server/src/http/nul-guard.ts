import { GenericMessages } from '@chatgate/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './app-error';

/**
 * A NUL character in the path or the query (`%00`; HTTP itself forbids a raw one) is refused with a
 * 400 before any route reads it: PostgreSQL cannot store or compare NUL in text, so it would
 * otherwise fail a query with a 500. JSON bodies get the same check in json-parser.ts.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (/%00/i.test(request.url)) throw badRequest(GenericMessages.nulCharacter);
  });
}
