import { randomUUID } from 'node:crypto';
import { type FormFile, SAMPLE_FILES } from './multipart-form';

// The malformed values of the bad-input sweep (bad-input-cases.ts puts them into requests).

export const LONG = 'x'.repeat(10_000);

const RAW_MARK = '__sweep_raw__';
/** A JSON value written as raw text (`1e999` parses to Infinity; JSON.stringify cannot write it). */
const RAW = (text: string) => ({ [RAW_MARK]: text });

/** JSON text, with RAW(...) values written verbatim. */
export function toJson(value: unknown): string {
  const text = JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && RAW_MARK in v ? `<<${RAW_MARK}${v[RAW_MARK]}>>` : v,
  );
  return text.replace(new RegExp(`"<<${RAW_MARK}(.*?)>>"`, 'g'), '$1');
}

/**
 * Every body field is replaced by each of these in turn: wrong types (objects, arrays, numbers,
 * booleans, null) wherever a field expects another, and hard values of the right type.
 */
export const BAD_VALUES: ReadonlyArray<readonly [string, unknown]> = [
  ['a number', 12345],
  ['zero', 0],
  ['a word', 'abc'],
  ['an empty string', ''],
  ['an object', { a: 1 }],
  ['an empty object', {}],
  // String(value) throws on these: toString and valueOf are not functions.
  ['an object with a toString key', { toString: 'x' }],
  ['an object with toString and valueOf keys', { toString: 'x', valueOf: 'x' }],
  ['an array', ['a', 1]],
  ['an empty array', []],
  ['an array of an object with a toString key', [{ toString: 'x' }]],
  ['a 10,000-character string', LONG],
  ['a string with a NUL byte', 'a\u0000b'],
  ['a lone surrogate', '\ud800'],
  ['a negative number', -1],
  ['a huge number', 1e308],
  ['a number beyond double (1e999)', RAW('1e999')],
  ['an unsafe integer', 2 ** 53 + 2],
  ['the largest safe integer', 2 ** 53 - 1],
  ['2^31 (past a 32-bit column)', 2 ** 31],
  ['-2^31 - 1', -(2 ** 31) - 1],
  ['a float', 1.5],
  ['emoji', '😀👍🏽'],
  ['quotes, backslashes and LIKE wildcards', `%_\\'"`],
  ['HTML', '<script>alert(1)</script>'],
  ['whitespace only', '   '],
  ['a date past the year 9999', '275760-09-13T00:00:00.000Z'],
  ['null', null],
  ['true', true],
  ['false', false],
];

/** Query parameter values, already URL-encoded. */
export const BAD_QUERY: ReadonlyArray<readonly [string, string]> = [
  ['empty', ''],
  ['a word', 'abc'],
  ['a negative number', '-1'],
  ['a float', '1.5'],
  ['a number beyond double', '1e999'],
  ['a 30-digit number', '9'.repeat(30)],
  ['2^31 (past a 32-bit column)', '2147483648'],
  ['the largest safe integer', '9007199254740991'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['hex', '0x10'],
  ['a padded number', '%201%20'],
  ['a date past the year 9999', '275760-09-13T00%3A00%3A00Z'],
  ['a 10,000-character string', LONG],
  ['a NUL byte', 'a%00b'],
  ['a lone surrogate (UTF-8 of U+D800)', '%ED%A0%80'],
  ['a broken percent escape', '%E0%A4%A'],
  ['a UUID of nothing', randomUUID()],
];

/** Path parameter values, already URL-encoded. */
export const BAD_PATH: ReadonlyArray<readonly [string, string]> = [
  ['%00', '%00'],
  ['..', '..'],
  ['%2e%2e', '%2e%2e'],
  ['an encoded slash', 'a%2Fb'],
  ['an encoded ../../etc/passwd', '..%2F..%2Fetc%2Fpasswd'],
  ['an encoded ..\\..\\', '..%5C..%5Cwin.ini'],
  ['a 5,000-character string', 'x'.repeat(5000)],
  ['a non-UUID', 'not-a-uuid'],
  ['0', '0'],
  ['-1', '-1'],
  ['1.5', '1.5'],
  ['a 30-digit number', '9'.repeat(30)],
  ['2^31 (past a 32-bit column)', '2147483648'],
  ['the largest safe integer', '9007199254740991'],
  ['NaN', 'NaN'],
  ['a UUID of nothing', randomUUID()],
  ['a lone surrogate (UTF-8 of U+D800)', '%ED%A0%80'],
  ['a broken percent escape', '%E0%A4%A'],
];

/** Whole bodies that are not the object a JSON route expects: label, content type, body. */
export const BAD_BODIES: ReadonlyArray<readonly [string, string, string]> = [
  ['an empty JSON body', 'application/json', ''],
  ['a JSON array', 'application/json', '[]'],
  ['JSON null', 'application/json', 'null'],
  ['a JSON string', 'application/json', '"text"'],
  ['a JSON number', 'application/json', '42'],
  ['invalid JSON', 'application/json', '{"unclosed":'],
  ['a __proto__ key', 'application/json', '{"__proto__":{"polluted":true}}'],
  ['JSON nested 100,000 deep', 'application/json', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
  ['text/plain', 'text/plain', 'hello'],
  ['a urlencoded form', 'application/x-www-form-urlencoded', 'a=1&b=2'],
  ['an unknown content type', 'application/x-sweep', 'hello'],
  ['multipart with no parts', 'multipart/form-data; boundary=sweep', '--sweep--\r\n'],
  ['multipart with no boundary', 'multipart/form-data', '--sweep--\r\n'],
  ['a malformed multipart body', 'multipart/form-data; boundary=sweep', '--sweep\r\nno headers here'],
];

/** A file a form may carry. */
export const SWEEP_FILE: FormFile = {
  filename: 'sweep.png',
  content: SAMPLE_FILES.png,
  contentType: 'image/png',
};

/** Text form fields are replaced by each of these in turn. */
export const BAD_FORM_VALUES: ReadonlyArray<readonly [string, string]> = [
  ['an empty string', ''],
  ['a 10,000-character string', LONG],
  ['a string with a NUL byte', 'a\u0000b'],
  ['a lone surrogate', '\ud800'],
  ['a JSON array', '["a",1]'],
  ['a JSON object', '{"a":1}'],
  ['a number', '-1.5e999'],
];

/** Files sent in a form's file fields. */
export const BAD_FILES: ReadonlyArray<readonly [string, FormFile]> = [
  ['a file named ../../etc/passwd', { ...SWEEP_FILE, filename: '../../etc/passwd' }],
  ['a file with a 5,000-character name', { ...SWEEP_FILE, filename: `${'x'.repeat(5000)}.png` }],
  ['an empty file', { filename: 'empty.png', content: Buffer.alloc(0), contentType: 'image/png' }],
  [
    'an ELF executable named .png',
    { filename: 'a.png', content: SAMPLE_FILES.elf, contentType: 'image/png' },
  ],
];
