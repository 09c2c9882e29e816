/**
 * Tokens waiting to be resumed, worked through in a moving window: at most `size` resumes run at
 * once and the next starts as soon as one ends, so one slow or stuck session holds one slot,
 * never a whole batch. Tokens are resumed in the order added, each once while it waits.
 */
export class ResumeWindow {
  private readonly waiting = new Set<string>();
  private running = 0;

  constructor(
    private readonly size: number,
    private readonly resume: (insid: string) => Promise<void>,
  ) {}

  add(insids: Iterable<string>): void {
    for (const insid of insids) this.waiting.add(insid);
    this.fill();
  }

  /** The token is no longer to be resumed (stopped or let go meanwhile). */
  drop(insid: string): void {
    this.waiting.delete(insid);
  }

  clear(): void {
    this.waiting.clear();
  }

  /** Tokens waiting for a slot. */
  get pending(): number {
    return this.waiting.size;
  }

  private fill(): void {
    for (const insid of this.waiting) {
      if (this.running >= this.size) return;
      this.waiting.delete(insid);
      this.running++;
      this.resume(insid)
        .catch(() => {})
        .finally(() => {
          this.running--;
          this.fill();
        });
    }
  }
}
