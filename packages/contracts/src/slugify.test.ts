import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugify } from './slugify';

describe('slugify (spec 5, blog creation)', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['  WhatsApp API: 10 Tips!! ', 'whatsapp-api-10-tips'],
    ['a---b', 'a-b'],
    ['--Leading and trailing--', 'leading-and-trailing'],
    ['Ünïcode ✓ text', 'n-code-text'],
    ['!!!', ''],
  ])('%j -> %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('yields only lowercase alphanumeric words joined by single hyphens (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (title) => {
        expect(slugify(title)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
      }),
    );
  });

  it('is idempotent (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (title) => {
        expect(slugify(slugify(title))).toBe(slugify(title));
      }),
    );
  });
});
