/**
 * How many sends the API accepted lately, counted in fixed windows. The outbound sender of a
 * process that also accepts sends (ROLE=all) gives way while a flood of them is coming in. One
 * per process runtime: the send batcher records what it commits.
 */
export class IntakeMeter {
  private windowStart: number;
  private current = 0;
  private previous = 0;

  constructor(
    private readonly windowMs = 100,
    private readonly now: () => number = Date.now,
  ) {
    this.windowStart = now();
  }

  record(count: number): void {
    this.roll();
    this.current += count;
  }

  /** Sends a second over the last whole window, or over the current one once it counts more. */
  perSecond(): number {
    this.roll();
    return (Math.max(this.previous, this.current) * 1000) / this.windowMs;
  }

  private roll(): void {
    const elapsed = this.now() - this.windowStart;
    if (elapsed < this.windowMs) return;
    // A window with no call at all in between counted nothing.
    this.previous = elapsed < 2 * this.windowMs ? this.current : 0;
    this.current = 0;
    this.windowStart += elapsed - (elapsed % this.windowMs);
  }
}
