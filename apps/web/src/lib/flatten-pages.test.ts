import { describe, expect, it } from 'vitest';
import { flattenPages } from './flatten-pages';

const entry = (id: string, label = id) => ({ id, label });

describe('flattenPages', () => {
  it('keeps the page order and drops repeated ids, keeping the first copy', () => {
    const pages = [
      { result: [entry('3'), entry('2', 'first')] },
      { result: [entry('2', 'again'), entry('1')] },
    ];
    expect(flattenPages(pages)).toEqual([entry('3'), entry('2', 'first'), entry('1')]);
  });

  it('is empty without pages or with empty pages', () => {
    expect(flattenPages([])).toEqual([]);
    expect(flattenPages([{ result: [] }])).toEqual([]);
  });
});
