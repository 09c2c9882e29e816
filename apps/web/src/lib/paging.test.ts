import { describe, expect, it } from 'vitest';
import { pageCount, pageInsteadOf, parsePageParam, withPageParam } from './paging';

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

describe('pageInsteadOf', () => {
  it('sends a page past the end to the last page, and an empty list to page 1', () => {
    expect(pageInsteadOf(9, 17, 15)).toBe(2);
    expect(pageInsteadOf(3, 30, 15)).toBe(2);
    expect(pageInsteadOf(2, 0, 15)).toBe(1);
  });

  it('leaves a page of the list alone', () => {
    expect(pageInsteadOf(1, 0, 15)).toBeNull();
    expect(pageInsteadOf(2, 16, 15)).toBeNull();
    expect(pageInsteadOf(1, 17, 15)).toBeNull();
  });
});

describe('withPageParam', () => {
  it('sets the page and keeps the other parameters', () => {
    expect(withPageParam(new URLSearchParams('status=open'), 3).toString()).toBe('status=open&page=3');
    expect(withPageParam(new URLSearchParams('page=4&status=open'), 1).toString()).toBe('status=open');
  });
});
