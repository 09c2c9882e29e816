import type { Db } from '../../db/client';
import { GroupCommit } from '../../db/group-commit';
import * as phoneMessages from './sim-messages.queries';

type Receipt = 'delivered' | 'read';

/** Receipts of messages sent together, by the token's message ids. */
interface ReceiptBatch {
  ids: string[];
  status: Receipt;
}

/** One multi-row UPDATE per status for all the receipts falling due together. */
async function storeReceipts(db: Db, batches: ReceiptBatch[]): Promise<void> {
  // Delivered first: a retry may have asked for read of a message whose delivered is due too.
  for (const status of ['delivered', 'read'] as const) {
    const ids = batches.filter((b) => b.status === status).flatMap((b) => b.ids);
    await phoneMessages.setSimMessagesStatus(db, ids, status);
  }
}

/**
 * The receipts of messages virtual phones received: timers that move a batch of messages on to
 * delivered and read, each step stored (receipts due together in one statement per status)
 * before it is reported. Read is scheduled only once delivered is stored, so the two can never
 * land out of order.
 */
export class SimulatorReceipts {
  private readonly pending = new Set<NodeJS.Timeout>();
  private readonly writer: GroupCommit<ReceiptBatch, void>;

  constructor(
    db: Db,
    private readonly delays: { deliveryDelayMs: number; readDelayMs: number },
    private readonly report: (insid: string, messageId: string, status: Receipt) => void,
  ) {
    this.writer = GroupCommit.ofWrites((batches: ReceiptBatch[]) => storeReceipts(db, batches));
  }

  /**
   * Delivered after the delivery delay, then read after the read delay. A phone that reads at once
   * (no read delay) has both stored in one step and reported together, delivered first.
   */
  deliverThenRead(insid: string, ids: string[]): void {
    if (ids.length === 0) return;
    this.later(this.delays.deliveryDelayMs, async () => {
      if (this.delays.readDelayMs === 0) return this.advance(insid, ids, ['delivered', 'read']);
      await this.advance(insid, ids, ['delivered']);
      this.readLater(insid, ids);
    });
  }

  readLater(insid: string, ids: string[]): void {
    if (ids.length === 0) return;
    this.later(this.delays.readDelayMs, () => this.advance(insid, ids, ['read']));
  }

  /**
   * Picks up a message the phones already hold (sent again after a crash, or found on a
   * restart): reports the receipt it got to and goes on from there, delivered before read.
   */
  resume(insid: string, id: string, stored: string | undefined): void {
    if (stored === 'read' || stored === 'delivered') this.report(insid, id, stored);
    if (stored === 'delivered') this.readLater(insid, [id]);
    else if (stored !== 'read') this.deliverThenRead(insid, [id]);
  }

  /** Drops the receipts not due yet (they die with the process too; `recover` resumes them). */
  close(): void {
    for (const timer of this.pending) clearTimeout(timer);
    this.pending.clear();
  }

  /** Stores the last of `steps` for the messages, then reports each step of each, in order. */
  private async advance(insid: string, ids: string[], steps: Receipt[]): Promise<void> {
    const last = steps.at(-1);
    if (!last) return;
    await this.writer.submit({ ids, status: last });
    for (const status of steps) for (const id of ids) this.report(insid, id, status);
  }

  private later(delayMs: number, task: () => Promise<void>): void {
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      task().catch(() => {});
    }, delayMs);
    this.pending.add(timer);
  }
}
