import type { Db } from './client';
import { GroupCommit } from './group-commit';
import { holdThroughOutage } from './hold-through-outage';
import type { DurableDb } from './outage-holding';

export interface KeptWriter<T> {
  submit(item: T): Promise<void>;
  /** Writes what an earlier process kept on disk, waiting for the database if need be; answers how many. */
  replay(): Promise<number>;
}

/**
 * Writes of what arrives once and cannot be asked for again (received messages, receipts):
 * items submitted together are committed together, one batch at a time in the order submitted;
 * a batch waits out a database outage and is kept on disk (journal `name`) until committed, so
 * what a stopped or crashed process held is written by the next start (`replay`). `write` must be
 * safe to repeat. Make one per process runtime, so all its callers share the batches.
 */
export function keptWriter<T>(
  { db, holding }: DurableDb,
  name: string,
  write: (db: Db, items: T[]) => Promise<void>,
): KeptWriter<T> {
  const journal = holding.journal<T>(name);
  const writer = GroupCommit.ofWrites((items: T[]) => write(db, items), {
    concurrency: 1,
    holdThroughOutages: holding.stopping,
    journal,
  });
  return {
    submit: (item) => writer.submit(item),
    replay: () => journal.replay((items) => holdThroughOutage(() => write(db, items), holding.stopping)),
  };
}
