/**
 * Runs tasks one after another per key, and tasks of different keys side by side: e.g. the
 * receipts of one message, or what one token received, in the order the engine reported them.
 * A failed task does not stop the ones queued after it.
 */
export class KeyedSequence {
  /** The last task of each key that has one queued or running (settled, never rejecting). */
  private readonly tails = new Map<string, Promise<void>>();

  /** Queues `work` after the key's earlier tasks; the answer settles as `work` does. */
  run(key: string, work: () => Promise<void>): Promise<void> {
    const next = (this.tails.get(key) ?? Promise.resolve()).then(work);
    const tail = next.catch(() => {});
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return next;
  }

  /** Resolves once every task queued so far has settled. */
  async idle(): Promise<void> {
    await Promise.all(this.tails.values());
  }
}
