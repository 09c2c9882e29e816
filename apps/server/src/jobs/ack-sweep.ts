import { type AckSweepDeps, failUnacknowledged } from '../modules/messages/unacknowledged.service';
import type { Jobs } from './boss';

const QUEUE = 'ack-sweep';

/**
 * Every minute, one process of all (pg-boss runs a schedule once per tick across them) fails the
 * sends WhatsApp did not acknowledge within `timeoutMs` of their hand-over (decision 0044). A
 * message is therefore reported between `timeoutMs` and a minute more after it was handed over.
 */
export async function scheduleAckSweep(jobs: Jobs, deps: AckSweepDeps, timeoutMs: number): Promise<void> {
  await jobs.boss.createQueue(QUEUE, { name: QUEUE });
  await jobs.boss.work(QUEUE, async () => {
    await failUnacknowledged(deps, timeoutMs);
  });
  await jobs.boss.schedule(QUEUE, '* * * * *');
}
