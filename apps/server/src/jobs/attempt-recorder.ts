import type { Db } from '../db/client';
import { type AttemptRecord, recordAttempts } from '../modules/webhooks/webhooks.queries';

type Log = { error(obj: object, msg: string): void };

/** The most attempts one statement records. */
const MAX_BATCH = 1000;

/**
 * Records finished attempts with one UPDATE per batch (group commit): the first is written at
 * once, and those finishing meanwhile go together in the next statement. `settled` hears how
 * many leases ended. A failed write loses no event: those leases expire and the attempts are
 * made again, with the same webhook-id.
 */
export class AttemptRecorder {
  private batch: AttemptRecord[] = [];
  private writing: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly settled: (count: number) => void,
    private readonly log: Log,
  ) {}

  add(attempt: AttemptRecord): void {
    this.batch.push(attempt);
    this.writing ??= this.writeAll();
  }

  /** Resolves once every attempt added so far is written (or has failed to be). */
  async drain(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async writeAll(): Promise<void> {
    while (this.batch.length > 0) {
      const batch = this.batch.splice(0, MAX_BATCH);
      await recordAttempts(this.db, batch).catch((err) =>
        this.log.error({ err, count: batch.length }, 'recording webhook attempts failed'),
      );
      this.settled(batch.length);
    }
    this.writing = null;
  }
}
