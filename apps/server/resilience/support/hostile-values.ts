import fc from 'fast-check';

/** Strings that have broken servers before: SQL, paths, templates, encodings, ids that are almost ids. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\t\r\n',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1) OR pg_sleep(0)--',
  '" OR ""="',
  '\\',
  '\\\\\\"',
  '%',
  '%00',
  '\u0000',
  'a\u0000b',
  // Lone UTF-16 surrogates: JSON can carry them, PostgreSQL's json cannot.
  '\udfff\ud800',
  'x\ud800',
  '\u0007\u001b[31m\u007f',
  '%2e%2e%2f',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, on purpose.
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '%s%s%s%n',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x7fffffff',
  '9'.repeat(400),
  '-1',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  '\ud800',
  '\udfff\ud800',
  '\u202e\u0644\u0627',
  '\ufeff\u200b\u200d',
  '👨‍👩‍👧‍👦'.repeat(50),
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-0000-0000-00000000000g',
  '{00000000-0000-0000-0000-000000000000}',
  'ins_',
  `ins_${'A'.repeat(80)}`,
  '919800000000@s.whatsapp.net',
  '120363012345678901@g.us',
  '1@newsletter',
  'data:image/png;base64,AAAA',
  `data:;base64,${'A'.repeat(1000)}`,
  'file:///etc/passwd',
  'http://127.0.0.1:1/',
  'http://[::1]/',
  'javascript:alert(1)',
  'mailto:a@b.c',
  'a@b',
  'A'.repeat(256),
];

const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  2 ** 63,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'x'.repeat(n)) },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

/** An object with prototype-polluting own keys (JSON.parse keeps `__proto__` as a plain key). */
const pollutingObject: fc.Arbitrary<unknown> = fc
  .constantFrom(
    '{"__proto__":{"isAdmin":true,"role":"Admin"}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '{"__proto__":null}',
    '{"prototype":{"toString":1},"hasOwnProperty":1,"valueOf":"x"}',
  )
  .map((json) => JSON.parse(json) as unknown);

/** Objects whose conversion to text throws: JSON.parse makes toString and valueOf own keys, not functions. */
const UNCONVERTIBLE_OBJECTS = [
  '{"toString":"x"}',
  '{"toString":"x","valueOf":"x"}',
  '{"toString":{},"toJSON":1}',
];
const unconvertible = () => UNCONVERTIBLE_OBJECTS.map((json) => JSON.parse(json) as unknown);

/** A few values of each JSON type, for a field that expects another one. */
const VALUES_OF_TYPE: Record<string, fc.Arbitrary<unknown>> = {
  object: fc.constantFrom({}, { a: 1 }, ...unconvertible()),
  array: fc.constantFrom([], ['a', 1], unconvertible(), [unconvertible()]),
  number: fc.constantFrom(0, -1, 1.5, 12345, 1e308),
  boolean: fc.boolean(),
  null: fc.constant(null),
  string: fc.constantFrom('', 'abc', '[object Object]'),
};

/**
 * A value of a JSON type other than `expected` (a schema's types; integer counts as number), or
 * of any type when none is known: objects (some unconvertible to text), arrays, numbers, booleans,
 * null, strings.
 */
export function wrongTypeValue(expected: readonly string[]): fc.Arbitrary<unknown> {
  const known = new Set(expected.map((type) => (type === 'integer' ? 'number' : type)));
  const others = Object.entries(VALUES_OF_TYPE)
    .filter(([type]) => !known.has(type))
    .map(([, values]) => values);
  return fc.oneof(...(others.length > 0 ? others : Object.values(VALUES_OF_TYPE)));
}

/** A value of any JSON type that a schema does not expect: wrong types, huge, deep, polluting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: pollutingObject },
  { weight: 1, arbitrary: fc.constantFrom(...unconvertible()) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 5 }) },
  {
    weight: 1,
    arbitrary: fc
      // Deeper nesting travels as raw text (brokenJson): fast-check's reports recurse into values.
      .integer({ min: 10, max: 200 })
      .map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`)),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 20_000 }).map((n) => new Array(n).fill(1)) },
);

/** Keys to add to an object besides its schema's: pollution, near-misses, empties. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    '',
    ' ',
    'uuid',
    'role',
    'isAdmin',
    'userId',
    'insid',
  ),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

/** Text sent as a JSON body that is not valid JSON, or JSON the parser must refuse. */
export const brokenJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    'nul',
    "{'a':1}",
    '{"a":1,}',
    '{"a":"\\u0000"}',
    '{"a":"\\ud800"}',
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '\u0000',
    '\ufeff{}',
    '"just a string"',
    '12345678901234567890123456789',
    'true',
  ),
  fc.integer({ min: 1_000, max: 50_000 }).map((depth) => '['.repeat(depth)),
  fc.integer({ min: 1_000, max: 50_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 100, max: 5_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

/** A header value: printable Latin-1 only, as HTTP clients can send (control characters cannot be sent). */
export const hostileHeaderValue: fc.Arbitrary<string> = fc
  .oneof(hostileString, fc.constantFrom('Bearer', 'Bearer ', 'Bearer x y', 'Basic YTpi', 'ins_x'))
  .map((value) => value.replace(/[^\x20-\x7e\xa0-\xff]/g, '').slice(0, 1_000));
