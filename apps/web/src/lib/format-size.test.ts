import { describe, expect, it } from 'vitest';
import { formatSize } from './format-size';

describe('formatSize', () => {
  it('formats sizes', () => {
    expect(formatSize(1)).toBe('1 byte');
    expect(formatSize(532)).toBe('532 bytes');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(16 * 1024 * 1024)).toBe('16 MB');
  });
});
