import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { releaseClientsOfTransactions } from './pool-transaction';
import { poolTimeoutOptions, type QueryTimeouts } from './query-timeouts';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface DatabaseHandle {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

const CONNECT_TIMEOUT_MS = 3_000;

/** A pool of `poolMax` connections to `url`; its queries time out as `timeouts` say (never without). */
export function connectDatabase(url: string, poolMax: number, timeouts?: QueryTimeouts): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    ...(timeouts && poolTimeoutOptions(timeouts)),
    // Waiting for a connection (a new one, or a free one of the pool) gives up quickly, so a
    // request answers 503 in seconds while the database is unreachable instead of hanging.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A connection whose peer vanished without closing it (network cut) is noticed.
    keepAlive: true,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  releaseClientsOfTransactions(db._.session, pool);
  return { db, pool, close: () => pool.end() };
}

/** A transaction handle: queries take either, so services can group them atomically. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Queryable = Db | Tx;
