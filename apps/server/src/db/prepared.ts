import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Queryable } from './client';

const dialect = new PgDialect();

/**
 * Runs `query` as the named prepared statement `name`, so PostgreSQL parses and plans it once
 * per connection instead of on every call (the multi-row writes spend longer planning than
 * running). Only for statements whose text never changes; their parameters may.
 */
export function executePrepared<T>(db: Queryable, name: string, query: SQL): Promise<{ rows: T[] }> {
  return db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute() as Promise<{
    rows: T[];
  }>;
}
