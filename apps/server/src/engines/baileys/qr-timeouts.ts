/** One timer per token showing a QR; when it runs out, `onExpired` decides what ends. */
export class QrTimeouts {
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly lifetimeMs: number,
    private readonly onExpired: (insid: string) => void,
  ) {}

  arm(insid: string): void {
    const timer = setTimeout(() => {
      this.timers.delete(insid);
      this.onExpired(insid);
    }, this.lifetimeMs);
    timer.unref();
    this.timers.set(insid, timer);
  }

  armUnlessArmed(insid: string): void {
    if (!this.timers.has(insid)) this.arm(insid);
  }

  clear(insid: string): void {
    clearTimeout(this.timers.get(insid));
    this.timers.delete(insid);
  }

  clearAll(): void {
    for (const insid of this.timers.keys()) this.clear(insid);
  }
}
