import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './format-date';

describe('formatDate', () => {
  it('is dd-MMM-yyyy with a padded day and an English month', () => {
    expect(formatDate(new Date(2025, 0, 5, 9, 7, 3))).toBe('05-Jan-2025');
    expect(formatDate(new Date(2024, 11, 31))).toBe('31-Dec-2024');
  });

  it('reads ISO strings and answers "" for what is not a date', () => {
    const local = new Date(2025, 5, 1, 12, 0, 0);
    expect(formatDate(local.toISOString())).toBe('01-Jun-2025');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds HH:mm:ss on a 24-hour clock', () => {
    expect(formatDateTime(new Date(2025, 0, 5, 9, 7, 3))).toBe('05-Jan-2025 09:07:03');
    expect(formatDateTime(new Date(2025, 9, 15, 23, 59, 59))).toBe('15-Oct-2025 23:59:59');
    expect(formatDateTime(new Date(2025, 9, 15, 0, 0, 0))).toBe('15-Oct-2025 00:00:00');
  });

  it('shows an ISO timestamp in local time and answers "" for garbage', () => {
    const local = new Date(2026, 2, 8, 14, 30, 5);
    expect(formatDateTime(local.toISOString())).toBe('08-Mar-2026 14:30:05');
    expect(formatDateTime('')).toBe('');
  });
});

describe('formatTime', () => {
  it('is HH:mm:ss, padded, on a 24-hour clock', () => {
    expect(formatTime(new Date(2025, 0, 5, 9, 7, 3))).toBe('09:07:03');
    expect(formatTime(new Date(2025, 0, 5, 21, 30, 0))).toBe('21:30:00');
    expect(formatTime('nope')).toBe('');
  });
});
