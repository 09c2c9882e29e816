import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from './client';
import { GroupCommit } from './group-commit';
import { holdThroughOutage } from './hold-through-outage';
import type { DurableDb } from './outage-holding';
import { isTransientFailure } from './transient-failure';

export interface KeptWriter<T> {
  /**
   * Commits `item`; a transient failure is tried again with backoff, and what still waits when
   * the process stops, or when too many items wait, is kept on disk for the next start.
   */
  submit(item: T): Promise<void>;
  /** Writes what an earlier process kept on disk, waiting for the database if need be; answers how many. */
  replay(): Promise<number>;
}

export interface KeptWriterOptions {
  /** How many items may wait in memory for another try; more are kept on disk at once. */
  maxRetrying?: number;
  retryMs?: { first: number; max: number };
}

/** Time between tries of an item a transient failure refused: doubling from the first to the last. */
const RETRY_MS = { first: 100, max: 5_000 };
const MAX_RETRYING = 10_000;

/** Thrown when an item was kept on disk instead of committed: the next start writes it. */
export class KeptForNextStart extends Error {
  constructor(cause: unknown) {
    super('kept on disk for the next start', { cause });
    this.name = 'KeptForNextStart';
  }
}

/**
 * Writes of what arrives once and cannot be asked for again (received messages, receipts):
 * items submitted together are committed together, one batch at a time in the order submitted;
 * a batch waits out a database outage and is kept on disk (journal `name`) until committed, so
 * what a stopped or crashed process held is written by the next start (`replay`). An item another
 * failure refused (a deadlock, the server short of memory…) is tried again alone. `write` must be
 * safe to repeat. Make one per process runtime, so all its callers share the batches.
 */
export function keptWriter<T>(
  { db, holding }: DurableDb,
  name: string,
  write: (db: Db, items: T[]) => Promise<void>,
  options: KeptWriterOptions = {},
): KeptWriter<T> {
  const { maxRetrying = MAX_RETRYING, retryMs = RETRY_MS } = options;
  const journal = holding.journal<T>(name);
  const writer = GroupCommit.ofWrites((items: T[]) => write(db, items), {
    concurrency: 1,
    holdThroughOutages: holding.stopping,
    journal,
  });
  let retrying = 0;
  const keepForNextStart = async (item: T, error: unknown) => {
    if ((await journal.keep([item])) === null) throw error;
    throw new KeptForNextStart(error);
  };
  const retried = async (item: T, first: unknown) => {
    retrying++;
    try {
      for (let wait = retryMs.first; ; wait = Math.min(wait * 2, retryMs.max)) {
        const stopped = await sleep(wait, false, { signal: holding.stopping }).catch(() => true);
        if (stopped) return await keepForNextStart(item, first);
        try {
          return await writer.submit(item);
        } catch (error) {
          if (!isTransientFailure(error)) throw error;
        }
      }
    } finally {
      retrying--;
    }
  };
  return {
    submit: async (item) => {
      try {
        await writer.submit(item);
      } catch (error) {
        if (!isTransientFailure(error)) throw error;
        if (holding.stopping.aborted || retrying >= maxRetrying) return keepForNextStart(item, error);
        await retried(item, error);
      }
    },
    replay: () => journal.replay((items) => holdThroughOutage(() => write(db, items), holding.stopping)),
  };
}
