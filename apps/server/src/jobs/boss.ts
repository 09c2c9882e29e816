import PgBoss from 'pg-boss';
import type { JobQueue } from '../db/job-queue';
import { poolTimeoutOptions, type QueryTimeouts } from '../db/query-timeouts';

export interface Jobs extends JobQueue {
  boss: PgBoss;
  stop(): Promise<void>;
}

/**
 * pg-boss on the application's database (schema `pgboss`): retries, backoff, cron. Its pool's
 * queries time out as `timeouts` say (pg-boss hands its options to pg.Pool).
 */
export async function startJobs(
  databaseUrl: string,
  onError: (err: Error) => void,
  timeouts?: QueryTimeouts,
): Promise<Jobs> {
  const options: PgBoss.ConstructorOptions = {
    connectionString: databaseUrl,
    max: 4,
    schema: 'pgboss',
    ...(timeouts && poolTimeoutOptions(timeouts)),
  };
  const boss = new PgBoss(options);
  boss.on('error', onError);
  await boss.start();
  return {
    boss,
    send: (queue, data, options = {}) => boss.send(queue, data, options),
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
