import type pg from 'pg';
import { cpuSecondsOf } from './process-cpu';

export interface IdleCpu {
  /** CPU the process used, as a share of one core (percent). */
  processPercent: number;
  /** CPU the PostgreSQL backends serving the database used meanwhile, as a share of one core (percent). */
  postgresPercent: number;
}

/** The PostgreSQL backends connected to `pool`'s database (the server's pool and this one's). */
async function backendPids(pool: pg.Pool): Promise<number[]> {
  const { rows } = await pool.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database()',
  );
  return rows.map((row) => row.pid);
}

/** CPU seconds each of `pids` used since `before`; a backend gone meanwhile (its pid reads 0) counts 0. */
const usedSince = (before: Map<number, number>) =>
  [...before].reduce((sum, [pid, seconds]) => sum + Math.max(0, cpuSecondsOf(pid) - seconds), 0);

/**
 * How busy process `pid` and the database's backends are over `seconds` while nobody calls the
 * server. Only this database's backends count: the PostgreSQL server may be shared.
 */
export async function idleCpu(pid: number, pool: pg.Pool, seconds: number): Promise<IdleCpu> {
  const backends = await backendPids(pool);
  const ownBefore = cpuSecondsOf(pid);
  const pgBefore = new Map(backends.map((backend) => [backend, cpuSecondsOf(backend)]));
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const [own, postgres] = [cpuSecondsOf(pid) - ownBefore, usedSince(pgBefore)];
  return { processPercent: (own / seconds) * 100, postgresPercent: (postgres / seconds) * 100 };
}
