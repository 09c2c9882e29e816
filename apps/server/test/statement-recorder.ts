import { vi } from 'vitest';
import type { Db } from '../src/db/client';

const textOf = (query: unknown) =>
  String(typeof query === 'string' ? query : (query as { text?: string } | undefined)?.text);

/**
 * Records the SQL of every query run on `db`'s pool from now until `stop()`, for tests that
 * check how many statements some work took.
 */
export function recordStatements(db: Db) {
  const query = vi.spyOn(db.$client, 'query');
  return {
    /** The statements so far whose text matches `pattern`. */
    matching: (pattern: RegExp) =>
      query.mock.calls.map(([q]) => textOf(q)).filter((text) => pattern.test(text)),
    stop: () => query.mockRestore(),
  };
}
