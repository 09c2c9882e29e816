import type PgBoss from 'pg-boss';

/**
 * What modules may do with pg-boss: put a job on a queue. `jobs/boss.ts` starts the real one;
 * modules see only this, since jobs sit above modules and call them.
 */
export interface JobQueue {
  send(queue: string, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
}
