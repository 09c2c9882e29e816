import type { TablesRelationalConfig } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect, PgTransactionConfig } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { isDatabaseUnavailable } from './unavailable';

type SessionArgs = ConstructorParameters<typeof NodePgSession>;
type Tx = NodePgTransaction<Record<string, unknown>, TablesRelationalConfig>;

/** What the pool's session holds (drizzle keeps these internal). */
interface PooledSession {
  dialect: PgDialect;
  schema: SessionArgs[2];
  options: SessionArgs[3];
  transaction: (work: (tx: Tx) => Promise<unknown>, config?: PgTransactionConfig) => Promise<unknown>;
}

/**
 * Replaces drizzle's transactions on `pool` (drizzle-orm 0.45) with ones that always give their
 * client back. Drizzle's own leaves the client checked out for good when BEGIN fails (BEGIN runs
 * outside its try/finally), and gives a client whose connection broke back to the pool as if
 * sound. During a database outage, each leaked client shrinks the pool for good, and its socket's
 * later error has no listener (an uncaught exception). Here the client is always released, and
 * destroyed when its connection is gone (without a ROLLBACK it could not answer); while checked
 * out, its errors are listened to.
 */
export function releaseClientsOfTransactions(session: unknown, pool: pg.Pool): void {
  const pooled = session as PooledSession;
  pooled.transaction = async (work, config) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    // A checked-out client whose connection breaks emits `error`, and the pool listens only to
    // idle ones: without this listener that is an uncaught exception.
    const onError = (error: Error) => {
      broken = error;
    };
    client.on('error', onError);
    try {
      const own = new NodePgSession(client, pooled.dialect, pooled.schema, pooled.options);
      const tx: Tx = new NodePgTransaction(pooled.dialect, own, pooled.schema);
      // Drizzle's own says `begin` plus the config's words; none of Chatgate's transactions takes one.
      if (config) throw new Error('transaction options are not supported');
      await tx.execute(sql`begin`);
      try {
        const result = await work(tx);
        await tx.execute(sql`commit`);
        return result;
      } catch (error) {
        // A connection that broke or stopped answering cannot roll back (trying would wait out a
        // second timeout); it is destroyed below, and PostgreSQL rolls back what it loses.
        if (!isDatabaseUnavailable(error)) await tx.execute(sql`rollback`);
        throw error;
      }
    } catch (error) {
      if (isDatabaseUnavailable(error)) broken ??= error as Error;
      throw error;
    } finally {
      client.off('error', onError);
      client.release(broken);
    }
  };
}
