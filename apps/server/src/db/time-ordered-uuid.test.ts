import { isUuid } from '@chatgate/contracts';
import { describe, expect, it } from 'vitest';
import { timeOrderedUuid } from './time-ordered-uuid';

describe('timeOrderedUuid', () => {
  it('is a version 7 UUID whose first 48 bits are the time in milliseconds', () => {
    const now = Date.UTC(2026, 10, 26, 1, 30);
    const id = timeOrderedUuid(now);
    expect(isUuid(id)).toBe(true);
    expect(id[14]).toBe('7');
    expect('89ab').toContain(id[19]);
    expect(Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(now);
  });

  it('sorts by time, and is random within a millisecond', () => {
    const earlier = timeOrderedUuid(1_000);
    const later = timeOrderedUuid(1_001);
    expect(earlier < later).toBe(true);
    const sameMs = new Set(Array.from({ length: 1000 }, () => timeOrderedUuid(5_000)));
    expect(sameMs.size).toBe(1000);
  });
});
