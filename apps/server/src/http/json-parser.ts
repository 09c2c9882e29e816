import { isUtf8 } from 'node:buffer';
import { GenericMessages } from '@chatgate/contracts';
import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { hasLoneSurrogate, SURROGATE_ESCAPE } from '../db/well-formed-json';
import { AppError } from './app-error';

const refused = (message: string) => new AppError('INVALID_JSON', message, 400);

/** A JSON `\u0000` escape (not an escaped backslash followed by "u0000"). */
const NUL_ESCAPE = /(?:^|[^\\])(?:\\\\)*\\u0000/;

/**
 * A JSON text parsed without prototype pollution, or the 400 to answer. PostgreSQL cannot store
 * NUL in text, nor read a lone surrogate in JSON (a `\uD800` escape without its pair), so both
 * are refused here rather than failing later.
 */
export function parseJsonText(text: string): { value: unknown } | { refusal: AppError } {
  if (NUL_ESCAPE.test(text)) return { refusal: refused(GenericMessages.nulCharacter) };
  let value: unknown;
  try {
    value = secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch (error) {
    const forbidden = error instanceof SyntaxError && error.message.includes('forbidden prototype property');
    return { refusal: refused(forbidden ? GenericMessages.forbiddenJsonKey : GenericMessages.invalidJson) };
  }
  if (SURROGATE_ESCAPE.test(text) && hasLoneSurrogate(value))
    return { refusal: refused(GenericMessages.loneSurrogate) };
  return { value };
}

/**
 * JSON bodies, parsed by parseJsonText. An empty body counts as no body (clients often send
 * Content-Type: application/json on a POST without one); the route's schema decides. Bytes that
 * are not UTF-8 are refused: decoded as text they would become U+FFFD, and a message would go out
 * with characters its sender never wrote.
 */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) return done(refused(GenericMessages.invalidUtf8), undefined);
    const text = bytes.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    const parsed = parseJsonText(text);
    if ('refusal' in parsed) return done(parsed.refusal, undefined);
    done(null, parsed.value);
  });
}
