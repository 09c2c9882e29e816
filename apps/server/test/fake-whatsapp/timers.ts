/** Timeouts that can all be cancelled at once (when a socket or the whole fake closes). */
export class Timers {
  private readonly pending = new Set<NodeJS.Timeout>();

  later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      run();
    }, ms);
    this.pending.add(timer);
  }

  clear(): void {
    for (const timer of this.pending) clearTimeout(timer);
    this.pending.clear();
  }
}
