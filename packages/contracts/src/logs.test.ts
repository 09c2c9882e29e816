import { describe, expect, it } from 'vitest';
import { LogsQuerySchema, parseLogCursor } from './logs';

describe('parseLogCursor', () => {
  it('reads a nextBefore as its time and entry id, and a bare time as the entries before it', () => {
    expect(parseLogCursor('2025-01-05T09:07:03.123456Z_01a21d65-a509-7077-946d-6bc547922e3c')).toEqual({
      before: '2025-01-05T09:07:03.123456Z',
      id: '01a21d65-a509-7077-946d-6bc547922e3c',
    });
    expect(parseLogCursor('2025-01-05T09:07:03.000+05:30')).toEqual({
      before: '2025-01-05T09:07:03.000+05:30',
      id: null,
    });
  });

  it('refuses anything else, so the query never reaches the database with it', () => {
    for (const cursor of [
      '',
      'yesterday',
      '2025-13-45T00:00:00Z',
      '2025-01-05T09:07:03Z_a_b',
      '2025-01-05T09:07:03Z_',
    ]) {
      expect(parseLogCursor(cursor), cursor).toBeNull();
      expect(LogsQuerySchema.safeParse({ before: cursor }).success, cursor).toBe(false);
    }
  });
});
