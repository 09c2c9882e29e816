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

const cpuOf = (pids: number[]) => pids.reduce((sum, pid) => sum + cpuSecondsOf(pid), 0);

/**
 * How busy process `pid` and the database's backends are over `seconds` while nobody calls the
 * server. Only this database's backends count: the PostgreSQL server may be shared.
 */
export async function idleCpu(pid: number, pool: pg.Pool, seconds: number): Promise<IdleCpu> {
  const backends = await backendPids(pool);
  const [ownBefore, pgBefore] = [cpuSecondsOf(pid), cpuOf(backends)];
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const [own, postgres] = [cpuSecondsOf(pid) - ownBefore, cpuOf(backends) - pgBefore];
  return { processPercent: (own / seconds) * 100, postgresPercent: (postgres / seconds) * 100 };
}
