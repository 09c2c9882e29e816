import { GenericMessages } from '@chatgate/contracts';
import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { AppError } from './app-error';

/** A JSON `\u0000` escape (not an escaped backslash followed by "u0000"). */
const NUL_ESCAPE = /(?:^|[^\\])(?:\\\\)*\\u0000/;

/**
 * JSON bodies, parsed without prototype pollution. An empty body counts as no body (clients
 * often send Content-Type: application/json on a POST without one); the route's schema decides.
 * PostgreSQL cannot store NUL in text, so it is refused here with a 400 rather than failing later.
 */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    if (NUL_ESCAPE.test(text))
      return done(new AppError('INVALID_JSON', GenericMessages.nulCharacter, 400), undefined);
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(new AppError('INVALID_JSON', GenericMessages.invalidJson, 400), undefined);
    }
  });
}
