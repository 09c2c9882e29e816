import type { Db } from './client';
import { type OutageJournal, outageJournal, type UnkeptListener } from './outage-journal';

/**
 * How a process's writers wait out a database outage: until it begins to stop (`stopping`, when
 * held writes give up rather than keep the stop waiting), keeping what they hold on disk under
 * `root` (the data directory's `held-writes`) so the next start writes it. Without a root, held
 * writes are kept in memory only. One per process runtime.
 */
export class OutageHolding {
  private readonly stop = new AbortController();

  constructor(
    private readonly root: string | null = null,
    private readonly onUnkept: UnkeptListener = () => {},
  ) {}

  get stopping(): AbortSignal {
    return this.stop.signal;
  }

  /** The process begins to stop: writes held through an outage give up. */
  abort(): void {
    this.stop.abort();
  }

  /** The journal of the writer `name`. */
  journal<T>(name: string): OutageJournal<T> {
    return outageJournal<T>(this.root, name, this.onUnkept);
  }
}

/** The database, and how writes that must not be lost wait out its outages. */
export interface DurableDb {
  db: Db;
  holding: OutageHolding;
}
