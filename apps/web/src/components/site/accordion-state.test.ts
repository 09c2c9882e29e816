import { describe, expect, it } from 'vitest';
import { nextOpenItem } from './accordion-state';

describe('the FAQ accordion', () => {
  it('opens the clicked item and so closes the one that was open', () => {
    expect(nextOpenItem(0, 3)).toBe(3);
    expect(nextOpenItem(null, 1)).toBe(1);
  });

  it('closes the open item when it is clicked again', () => {
    expect(nextOpenItem(2, 2)).toBeNull();
  });
});
