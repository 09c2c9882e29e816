import type { Db } from './client';
import { GroupCommit } from './group-commit';
import { holdThroughOutage } from './hold-through-outage';
import { onePerDb } from './one-per-db';
import { outageJournal } from './outage-journal';
import { stoppingOf } from './stopping';

/**
 * Writes of what arrives once and cannot be asked for again (received messages, receipts):
 * items submitted together are committed together, one batch at a time in the order submitted;
 * a batch waits out a database outage and is kept on disk (journal `name`) until committed, so
 * what a stopped or crashed process held is written by the next start (`replay`). `write` must be
 * safe to repeat.
 */
export function keptWriter<T>(name: string, write: (db: Db, items: T[]) => Promise<void>) {
  const journalFor = onePerDb((db) => outageJournal<T>(db, name));
  const writerFor = onePerDb((db) =>
    GroupCommit.ofWrites((items: T[]) => write(db, items), {
      concurrency: 1,
      holdThroughOutages: stoppingOf(db).signal,
      journal: journalFor(db),
    }),
  );
  return {
    submit: (db: Db, item: T): Promise<void> => writerFor(db).submit(item),
    /** Writes what an earlier process kept on disk, waiting for the database if need be; answers how many. */
    replay(db: Db): Promise<number> {
      const stopping = stoppingOf(db).signal;
      return journalFor(db).replay((items) => holdThroughOutage(() => write(db, items), stopping));
    },
  };
}
