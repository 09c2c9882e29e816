import type pg from 'pg';

/** How long a pool's queries may take, for a server that is slow and for one that does not answer. */
export interface QueryTimeouts {
  /** PostgreSQL cancels a statement running longer (statement_timeout): a slow query fails on its own. */
  statementMs: number;
  /**
   * The client stops waiting for an answer after this long (pg's query_timeout) and drops the
   * connection: for a server that answers nothing at all (frozen, or cut off without a reset).
   * Longer than statementMs, so a server that is merely slow cancels the statement first.
   */
  queryMs: number;
}

/** The pool settings that apply `timeouts` to every connection and query of a pg pool. */
export function poolTimeoutOptions(
  timeouts: QueryTimeouts,
): Pick<pg.PoolConfig, 'statement_timeout' | 'query_timeout'> {
  return { statement_timeout: timeouts.statementMs, query_timeout: timeouts.queryMs };
}
