import { describe, expect, it } from 'vitest';
import { blogListFilter } from './blog-rules';
import { pageField } from './fields';
import { PAGE_INVALID, PAGE_MAX, parsePageNumber } from './page-number';

const PAGES: Array<[unknown, number]> = [
  [undefined, 1],
  ['1', 1],
  ['2', 2],
  [' 3 ', 3],
  ['1e3', 1000],
  [String(PAGE_MAX), PAGE_MAX],
  [7, 7],
];
const NOT_PAGES: unknown[] = [
  '',
  '0',
  '-1',
  '1.5',
  'two',
  String(PAGE_MAX + 1),
  'Infinity',
  null,
  { toString: 'x' },
  Symbol('page'),
];
/** A value as an assertion's label (String() throws on the object that cannot become text). */
const label = (value: unknown) =>
  typeof value === 'object' && value ? JSON.stringify(value) : String(value);

describe('parsePageNumber', () => {
  it('reads a whole number from 1 to the maximum, 1 when absent', () => {
    for (const [value, page] of PAGES) expect(parsePageNumber(value), label(value)).toBe(page);
  });

  it('names no page for anything else, even a value that cannot become a number', () => {
    for (const value of NOT_PAGES) expect(parsePageNumber(value), label(value)).toBeNull();
  });
});

describe('pageField (the API query parameter)', () => {
  it('follows parsePageNumber, refusing with the page message', () => {
    for (const [value, page] of PAGES) expect(pageField.parse(value), label(value)).toBe(page);
    for (const value of NOT_PAGES) {
      const parsed = pageField.safeParse(value);
      expect(parsed.success, label(value)).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([PAGE_INVALID]);
    }
  });
});

describe('blogListFilter (the /blogs address)', () => {
  // The contracts compile without the DOM's or Node's types: a stand-in for URLSearchParams.
  const filterOf = (search: string) => {
    const pairs = search.split('&').map((pair) => pair.split('='));
    return blogListFilter({ get: (name) => pairs.find(([key]) => key === name)?.[1] ?? null });
  };

  it('reads the page and category, anything unreadable as the first page of all posts', () => {
    expect(filterOf('category=Security&page=2')).toEqual({ category: 'Security', page: 2 });
    expect(filterOf('')).toEqual({ category: null, page: 1 });
    expect(filterOf('category=Cooking&page=0')).toEqual({ category: null, page: 1 });
    expect(filterOf('page=abc')).toEqual({ category: null, page: 1 });
  });
});
