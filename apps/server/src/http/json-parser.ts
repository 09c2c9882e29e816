import { GenericMessages } from '@chatgate/contracts';
import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { hasLoneSurrogate, SURROGATE_ESCAPE } from '../db/well-formed-json';
import { AppError } from './app-error';

const refused = (message: string) => new AppError('INVALID_JSON', message, 400);

/** A JSON `\u0000` escape (not an escaped backslash followed by "u0000"). */
const NUL_ESCAPE = /(?:^|[^\\])(?:\\\\)*\\u0000/;

/**
 * JSON bodies, parsed without prototype pollution. An empty body counts as no body (clients
 * often send Content-Type: application/json on a POST without one); the route's schema decides.
 * PostgreSQL cannot store NUL in text, nor read a lone surrogate in JSON (a `\uD800` escape
 * without its pair), so both are refused here with a 400 rather than failing later.
 */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    if (NUL_ESCAPE.test(text)) return done(refused(GenericMessages.nulCharacter), undefined);
    let parsed: unknown;
    try {
      parsed = secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
    } catch {
      return done(refused(GenericMessages.invalidJson), undefined);
    }
    if (SURROGATE_ESCAPE.test(text) && hasLoneSurrogate(parsed))
      return done(refused(GenericMessages.loneSurrogate), undefined);
    done(null, parsed);
  });
}
