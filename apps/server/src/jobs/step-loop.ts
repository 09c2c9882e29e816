/**
 * Runs `step` every `intervalMs` and whenever kicked, never two at once: a kick that comes while
 * a step runs makes one more step right after it.
 */
export class StepLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly step: () => Promise<void>,
    private readonly intervalMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    this.timer = setInterval(this.kick, this.intervalMs);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.again = false;
    await this.running;
  }

  readonly kick = (): void => {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.step()
      .catch(this.onError)
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  };
}
