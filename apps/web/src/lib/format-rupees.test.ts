import { describe, expect, it } from 'vitest';
import { formatRupees } from './format-rupees';

describe('formatRupees', () => {
  it('prefixes ₹ and groups digits the Indian way', () => {
    expect(formatRupees(2500)).toBe('₹2,500');
    expect(formatRupees(25_200)).toBe('₹25,200');
    expect(formatRupees(100_000)).toBe('₹1,00,000');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('keeps paise when there are any, at most two digits', () => {
    expect(formatRupees(2100.5)).toBe('₹2,100.5');
    expect(formatRupees(99.999)).toBe('₹100');
  });
});
