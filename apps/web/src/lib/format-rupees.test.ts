import { describe, expect, it } from 'vitest';
import { formatRupees } from './format-rupees';

describe('formatRupees', () => {
  it('prefixes ₹ and groups digits the Indian way', () => {
    expect(formatRupees(2500)).toBe('₹2,500');
    expect(formatRupees(25_200)).toBe('₹25,200');
    expect(formatRupees(100_000)).toBe('₹1,00,000');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(1000)).toBe('₹1,000');
    expect(formatRupees(12_345_678)).toBe('₹1,23,45,678');
  });

  it('groups as Intl.NumberFormat en-IN does', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
    for (const amount of [1, 12, 123, 1234, 12345, 123456, 1234567, 99999.99, 2100.05, 300_000_000.1])
      expect(formatRupees(amount), String(amount)).toBe(`₹${intl.format(amount)}`);
  });

  it('keeps paise when there are any, at most two digits', () => {
    expect(formatRupees(2100.5)).toBe('₹2,100.5');
    expect(formatRupees(99.999)).toBe('₹100');
    expect(formatRupees(-1500.25)).toBe('-₹1,500.25');
  });
});
