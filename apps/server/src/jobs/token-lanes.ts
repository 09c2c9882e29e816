interface Lane<T> {
  token: string;
  waiting: T[];
  inFlight: number;
  /** In the turn queue. */
  queued: boolean;
}

/**
 * Work waiting per token, handed out one item per token in turn, with at most `perToken` items
 * of a token and `total` items in all in flight (from `next` until `finished`).
 */
export class TokenLanes<T> {
  private readonly lanes = new Map<string, Lane<T>>();
  /** Lanes with waiting work and a free slot, in turn. */
  private readonly turns: Array<Lane<T>> = [];
  private inFlight = 0;

  constructor(
    private readonly perToken: number,
    private readonly total: number,
  ) {}

  add(token: string, item: T): void {
    let lane = this.lanes.get(token);
    if (!lane) {
      lane = { token, waiting: [], inFlight: 0, queued: false };
      this.lanes.set(token, lane);
    }
    lane.waiting.push(item);
    this.queue(lane);
  }

  /**
   * The next item to start, or undefined when every slot is taken or nothing can start. The
   * items at the head of its lane that are no longer `usable` are moved to `discarded` first.
   */
  next(usable: (item: T) => boolean, discarded: T[]): { token: string; item: T } | undefined {
    while (this.inFlight < this.total) {
      const lane = this.turns.shift();
      if (!lane) return undefined;
      lane.queued = false;
      const fresh = lane.waiting.findIndex(usable);
      discarded.push(...lane.waiting.splice(0, fresh === -1 ? lane.waiting.length : fresh));
      const item = lane.waiting.shift();
      if (item !== undefined) {
        lane.inFlight++;
        this.inFlight++;
      }
      this.queue(lane);
      this.closeIfIdle(lane);
      if (item !== undefined) return { token: lane.token, item };
    }
    return undefined;
  }

  finished(token: string): void {
    const lane = this.lanes.get(token);
    if (!lane) return;
    lane.inFlight--;
    this.inFlight--;
    this.queue(lane);
    this.closeIfIdle(lane);
  }

  /** Takes out the waiting items of one token, or of every token. */
  clear(token?: string): T[] {
    const lanes = token === undefined ? [...this.lanes.values()] : [this.lanes.get(token)];
    const cleared = lanes.flatMap((lane) => lane?.waiting.splice(0) ?? []);
    for (const lane of lanes) if (lane) this.closeIfIdle(lane);
    return cleared;
  }

  private queue(lane: Lane<T>): void {
    if (lane.queued || lane.waiting.length === 0 || lane.inFlight >= this.perToken) return;
    lane.queued = true;
    this.turns.push(lane);
  }

  private closeIfIdle(lane: Lane<T>): void {
    // A cleared lane may still have its turn queued after a new lane took its place.
    if (lane.inFlight === 0 && lane.waiting.length === 0 && this.lanes.get(lane.token) === lane)
      this.lanes.delete(lane.token);
  }
}
