/**
 * Tokens whose sending must wait (a pacing gap, no connected phone, an engine error), kept in
 * memory with a wake-up at the end of each hold. After a restart the holds are worked out again
 * from the database (the token's last send), so nothing here needs to survive one.
 */
export class TokenHolds {
  private readonly until = new Map<string, number>();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly wake: () => void) {}

  hold(insid: string, until: Date): void {
    this.until.set(insid, until.getTime());
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        this.wake();
      },
      Math.max(0, until.getTime() - Date.now()),
    );
    timer.unref();
    this.timers.add(timer);
  }

  isHeld(insid: string, now = Date.now()): boolean {
    return (this.until.get(insid) ?? 0) > now;
  }

  /** The tokens held right now (expired holds are dropped). */
  held(now = Date.now()): string[] {
    for (const [insid, until] of this.until) if (until <= now) this.until.delete(insid);
    return [...this.until.keys()];
  }

  clear(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.until.clear();
  }
}
