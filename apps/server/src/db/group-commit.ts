import { holdThroughOutage } from './hold-through-outage';
import { holdThroughOutageKept, type OutageJournal } from './outage-journal';
import { isDatabaseUnavailable } from './unavailable';

const MAX_BATCH = 500;
/** With awaitReturningCallers: the share of the last batch's callers the next batch waits for… */
const RETURNING_SHARE = 0.5;
/** …for at most this long. */
const RETURN_WAIT_MS = 1;

export interface GroupCommitOptions<In = unknown> {
  /**
   * Batches that may be committing at once. One is the default: batches of a token queue on its
   * event counter anyway, and a single writer gathers bigger batches (bench:api measured 3,100
   * sends/s with one against 2,500/s with two and 2,200/s with four).
   */
  concurrency?: number;
  /**
   * While the database is unreachable, keep the batch and try it again (in order, nothing after it
   * overtaking it) instead of failing its callers, until this signal aborts (the process stops):
   * for what arrives once and cannot be asked for again, such as a message or receipt WhatsApp
   * has already handed over.
   */
  holdThroughOutages?: AbortSignal;
  /**
   * With holdThroughOutages: a batch that starts waiting out an outage is also kept here until it
   * is committed, so a stop or crash meanwhile does not lose it (the next start replays it).
   */
  journal?: OutageJournal<In>;
  /**
   * For callers that come back with their next item as soon as they are answered (an API client
   * sending message after message): once a batch of n is committed, the next one waits, up to
   * RETURN_WAIT_MS, until RETURNING_SHARE of n items are waiting. Started at once, it would hold
   * only the few that arrived during the commit, and the returning callers would wait a whole
   * commit behind it: under 50 such callers, batches alternated between about 49 items and 1 to 5,
   * and throughput fell by a tenth (docs/performance-history.md, 2026-11-29, fifth session). Half, not
   * more: with few callers, waiting for nearly all of them merged two batches that had overlapped
   * (one committing while the other gathered) into one, 5 % fewer sends under 5 connections.
   */
  awaitReturningCallers?: boolean;
}

interface Waiting<In, Out> {
  item: In;
  resolve(result: Out): void;
  reject(error: unknown): void;
}

/**
 * Group commit: items submitted while a commit is running are written together by the next one
 * (one transaction, multi-row statements), so throughput grows with load instead of queueing
 * behind one round trip per item. Each caller still hears back only after its own item is
 * committed. A failed batch is retried one item at a time, so one bad item cannot fail the
 * others; a batch failed by the database being unreachable fails at once, with every item waiting
 * behind it. `commit` returns one result per item, in order.
 */
export class GroupCommit<In, Out> {
  private waiting: Array<Waiting<In, Out>> = [];
  private inFlight = 0;
  private pumpQueued = false;
  /** The size of the batch started last (awaitReturningCallers). */
  private lastBatchSize = 0;
  private awaitingReturns: NodeJS.Timeout | undefined;

  private readonly concurrency: number;

  constructor(
    private readonly commit: (items: In[]) => Promise<Out[]>,
    private readonly options: GroupCommitOptions<In> = {},
  ) {
    this.concurrency = options.concurrency ?? 1;
  }

  /** For writes that answer nothing but "committed". */
  static ofWrites<T>(
    write: (items: T[]) => Promise<void>,
    options?: GroupCommitOptions<T>,
  ): GroupCommit<T, void> {
    return new GroupCommit<T, void>(async (items) => {
      await write(items);
      return items.map(() => undefined);
    }, options);
  }

  submit(item: In): Promise<Out> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.pumpSoon();
    });
  }

  /**
   * Pumps once the caller's synchronous work is done, so items submitted together (a burst of
   * receipts reported in one loop) start one batch instead of the first going alone.
   */
  private pumpSoon(): void {
    if (this.pumpQueued) return;
    this.pumpQueued = true;
    queueMicrotask(() => {
      this.pumpQueued = false;
      this.pump();
    });
  }

  private pump(): void {
    if (this.awaitsReturns()) {
      this.awaitingReturns ??= setTimeout(() => {
        this.awaitingReturns = undefined;
        this.lastBatchSize = 0;
        this.pump();
      }, RETURN_WAIT_MS);
      return;
    }
    clearTimeout(this.awaitingReturns);
    this.awaitingReturns = undefined;
    while (this.inFlight < this.concurrency && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, MAX_BATCH);
      this.lastBatchSize = batch.length;
      this.inFlight++;
      void this.writeOrSplit(batch).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  /** Whether the next batch should wait for more of the last batch's callers to come back. */
  private awaitsReturns(): boolean {
    return (
      this.options.awaitReturningCallers === true &&
      this.inFlight === 0 &&
      this.waiting.length > 0 &&
      this.waiting.length < this.lastBatchSize * RETURNING_SHARE
    );
  }

  private async writeOrSplit(batch: Array<Waiting<In, Out>>): Promise<void> {
    try {
      await this.writeHeld(batch);
    } catch (error) {
      // Unreachable, the database fails every item alike: splitting the batch, or trying what
      // waited behind it, would only wait out the outage again (a timeout each, when it does not
      // answer at all) while their callers hang.
      if (isDatabaseUnavailable(error)) {
        for (const one of [...batch, ...this.waiting.splice(0)]) one.reject(error);
        return;
      }
      if (batch.length === 1) return batch[0]?.reject(error);
      for (const one of batch) await this.writeHeld([one]).catch(one.reject);
    }
  }

  /** `write`, tried again for as long as the database is unreachable when holding through outages. */
  private async writeHeld(batch: Array<Waiting<In, Out>>): Promise<void> {
    const { holdThroughOutages: hold, journal } = this.options;
    if (!hold) return this.write(batch);
    if (!journal) return holdThroughOutage(() => this.write(batch), hold);
    const items = batch.map((w) => w.item);
    return holdThroughOutageKept(() => this.write(batch), hold, journal, items);
  }

  private async write(batch: Array<Waiting<In, Out>>): Promise<void> {
    const results = await this.commit(batch.map((w) => w.item));
    for (const [i, w] of batch.entries()) w.resolve(results[i] as Out);
  }
}
