import PgBoss from 'pg-boss';

export interface JobQueue {
  send(queue: string, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
}

export interface Jobs extends JobQueue {
  boss: PgBoss;
  stop(): Promise<void>;
}

/** pg-boss on the application's database (schema `pgboss`): retries, backoff, cron. */
export async function startJobs(databaseUrl: string, onError: (err: Error) => void): Promise<Jobs> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 4, schema: 'pgboss' });
  boss.on('error', onError);
  await boss.start();
  return {
    boss,
    send: (queue, data, options = {}) => boss.send(queue, data, options),
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
