import { OutageReports } from '../db/unavailable';

/**
 * Runs `step` every `intervalMs` and whenever kicked, never two at once: a kick that comes while
 * a step runs makes one more step right after it. A failed step goes to `onError`, except the
 * repeats of a database outage, reported once until a step succeeds again.
 */
export class StepLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private readonly outages = new OutageReports();

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
      .then(() => this.outages.succeeded())
      .catch((error: unknown) => {
        if (this.outages.worthReporting(error)) this.onError(error);
      })
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  };
}
