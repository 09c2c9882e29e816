import { LogsQuerySchema } from '@chatgate/contracts';
import { describe, expect, it } from 'vitest';
import { logsSearchParams } from './logs-query';

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
