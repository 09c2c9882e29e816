import { describe, expect, it } from 'vitest';
import { pageCount, parsePageParam } from './paging';

describe('pageCount', () => {
  it('rounds up to whole pages and never answers 0', () => {
    expect(pageCount(0, 15)).toBe(1);
    expect(pageCount(15, 15)).toBe(1);
    expect(pageCount(16, 15)).toBe(2);
    expect(pageCount(46, 15)).toBe(4);
  });

  it('survives a nonsensical page size or total', () => {
    expect(pageCount(10, 0)).toBe(10);
    expect(pageCount(-3, 15)).toBe(1);
  });
});

describe('parsePageParam', () => {
  it('reads a whole number of 1 or more', () => {
    expect(parsePageParam('3')).toBe(3);
    expect(parsePageParam(' 2 ')).toBe(2);
  });

  it('falls back to page 1 for what is missing or not a page', () => {
    for (const value of [null, undefined, '', '0', '-1', '1.5', 'abc', '99999999']) {
      expect(parsePageParam(value)).toBe(1);
    }
  });
});
