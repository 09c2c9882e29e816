import { LogsQuerySchema } from '@chatgate/contracts';
import { describe, expect, it } from 'vitest';
import { flattenPages, logsSearchParams } from './logs-query';

const entry = (id: string) => ({
  id,
  timestamp: '2025-01-05T09:07:03.000Z',
  level: 'info' as const,
  message: `entry ${id}`,
  instance: 'ins_1',
  type: 'api' as const,
});

describe('logsSearchParams', () => {
  it('asks for the newest page of all tokens at every level by default', () => {
    expect(logsSearchParams({ level: 'all' })).toBe('level=all&limit=50');
  });

  it('adds the token, the level and the cursor, encoded', () => {
    const query = logsSearchParams({
      insid: 'ins_abc',
      level: 'error',
      before: '2025-01-05T09:07:03.000+05:30',
      limit: 20,
    });
    expect(query).toBe('insid=ins_abc&level=error&before=2025-01-05T09%3A07%3A03.000%2B05%3A30&limit=20');
    expect(new URLSearchParams(query).get('before')).toBe('2025-01-05T09:07:03.000+05:30');
  });

  it('leaves out an empty token, so "All tokens" means every token', () => {
    expect(logsSearchParams({ insid: '', level: 'success' })).toBe('level=success&limit=50');
  });

  it('builds what the server contract accepts', () => {
    const query = logsSearchParams({ insid: 'ins_1', level: 'warning', before: new Date(0).toISOString() });
    const parsed = LogsQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ insid: 'ins_1', level: 'warning', limit: 50 });
  });
});

describe('flattenPages', () => {
  it('keeps the page order and drops repeated ids', () => {
    const pages = [{ result: [entry('3'), entry('2')] }, { result: [entry('2'), entry('1')] }];
    expect(flattenPages(pages).map((e) => e.id)).toEqual(['3', '2', '1']);
  });

  it('is empty without pages', () => {
    expect(flattenPages([])).toEqual([]);
  });
});
