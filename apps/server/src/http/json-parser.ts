import { isUtf8 } from 'node:buffer';
import { GenericMessages } from '@chatgate/contracts';
import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { hasLoneSurrogate, SURROGATE_ESCAPE } from '../db/well-formed-json';
import { AppError } from './app-error';

const refused = (message: string) => new AppError('INVALID_JSON', message, 400);

/** Charsets whose bytes read the same as UTF-8 (US-ASCII is a subset of it). */
const UTF8_CHARSETS = new Set(['utf-8', 'utf8', 'us-ascii']);

/**
 * The charset a Content-Type names, lower-cased and unquoted, or undefined when it names none.
 * Deliberately tolerant of spacing and quoting, as RFC 9110 allows both.
 */
export function charsetOf(contentType: string | undefined): string | undefined {
  const match = contentType?.match(/;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i);
  if (!match) return undefined;
  return (match[1] ?? match[2] ?? '').toLowerCase();
}

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
 * with characters its sender never wrote. A body declared in another charset (UTF-16, Latin-1)
 * gets 415 naming the charset to use, rather than a confusing "not valid JSON".
 */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const charset = charsetOf(request.headers['content-type']);
    if (charset !== undefined && !UTF8_CHARSETS.has(charset))
      return done(new AppError('UNSUPPORTED_MEDIA_TYPE', GenericMessages.unsupportedCharset, 415), undefined);
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) return done(refused(GenericMessages.invalidUtf8), undefined);
    const text = bytes.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    const parsed = parseJsonText(text);
    if ('refusal' in parsed) return done(parsed.refusal, undefined);
    done(null, parsed.value);
  });
}
