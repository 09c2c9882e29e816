import type pg from 'pg';

type Log = { warn(obj: object, msg: string): void };

export interface ChangeListener {
  /** Whether notifications are arriving; while false, nothing may rely on them. */
  readonly listening: boolean;
  close(): Promise<void>;
}

interface Subscription {
  channel: string;
  onChange(payload: string): void;
  onReset(): void;
  log: Log;
}

/** A pool connection with the listener's handlers on it. */
interface Held {
  client: pg.PoolClient;
  /** Gives it back to the pool (to be dropped with `err`) without the handlers. */
  giveBack(err?: Error | boolean): void;
}

const RETRY_MIN_MS = 500;
/** Small: the attempt is one connection, and callers read the database directly until it listens again. */
const RETRY_MAX_MS = 5_000;

/**
 * The one connection of a pool that LISTENs for all of the process's channels: a connection held
 * per channel would keep several of the pool's few connections from serving queries. One per
 * process runtime; it holds a connection only while someone listens.
 */
export class SharedListener {
  private held: Held | null = null;
  /** The channels `held` LISTENs on. */
  private listened = new Set<string>();
  private readonly subscriptions = new Set<Subscription>();
  private connecting: Promise<void> | null = null;
  private retryMs = RETRY_MIN_MS;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(private readonly pool: pg.Pool) {}

  isListening(channel: string): boolean {
    return this.held !== null && this.listened.has(channel);
  }

  /** Resolves once the subscription listens, or once a first attempt to connect failed. */
  async add(subscription: Subscription): Promise<void> {
    this.subscriptions.add(subscription);
    if (this.held) return this.listenFor(this.held, subscription);
    // While waiting out a failed attempt, the retry listens for this channel too. An attempt that
    // ended just as this came, with nobody left to listen for, is followed by a new one.
    while (!this.held && !this.retryTimer && this.subscriptions.has(subscription)) await this.connect();
  }

  async remove(subscription: Subscription): Promise<void> {
    if (!this.subscriptions.delete(subscription)) return;
    const held = this.held;
    if (this.subscriptions.size === 0) {
      clearTimeout(this.retryTimer);
      this.retryTimer = undefined;
      this.held = null;
      this.listened.clear();
      if (held) await this.stopListening(held);
      return;
    }
    if (held && !this.channels().has(subscription.channel)) {
      this.listened.delete(subscription.channel);
      await held.client.query(`unlisten ${subscription.channel}`).catch(() => {});
    }
  }

  private channels(): Set<string> {
    return new Set([...this.subscriptions].map((s) => s.channel));
  }

  private get log(): Log | undefined {
    return this.subscriptions.values().next().value?.log;
  }

  private connect(): Promise<void> {
    this.connecting ??= this.tryToConnect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  /** Takes a connection of the pool, with the handlers that dispatch its notifications and notice its loss. */
  private async hold(): Promise<Held> {
    const client = await this.pool.connect();
    const onNotification = (message: pg.Notification) => this.dispatch(message);
    const onError = (err: Error) => this.lost(held, err);
    const held: Held = {
      client,
      giveBack: (err) => {
        client.off('notification', onNotification);
        client.off('error', onError);
        client.release(err);
      },
    };
    client.on('notification', onNotification);
    client.on('error', onError);
    return held;
  }

  /** Gives a listening connection back as a plain one, which hears nothing more. */
  private async stopListening(held: Held): Promise<void> {
    const failed = await held.client.query('unlisten *').then(
      () => undefined,
      (err: Error) => err,
    );
    held.giveBack(failed);
  }

  private async tryToConnect(): Promise<void> {
    let next: Held | null = null;
    try {
      next = await this.hold();
      const listened = new Set<string>();
      // Subscriptions may come (or all go) while the LISTENs run.
      let missing = [...this.channels()];
      while (missing.length > 0) {
        for (const channel of missing) await next.client.query(`listen ${channel}`);
        for (const channel of missing) listened.add(channel);
        missing = [...this.channels()].filter((c) => !listened.has(c));
      }
      if (this.subscriptions.size === 0) {
        await this.stopListening(next);
        return;
      }
      this.held = next;
      this.listened = listened;
      this.retryMs = RETRY_MIN_MS;
      for (const subscription of this.subscriptions) subscription.onReset();
    } catch (err) {
      next?.giveBack(true);
      if (this.subscriptions.size === 0) return;
      this.log?.warn({ err, channels: [...this.channels()] }, 'change listener could not connect; retrying');
      this.retryLater();
    }
  }

  private async listenFor(held: Held, subscription: Subscription): Promise<void> {
    if (!this.listened.has(subscription.channel)) {
      // A failure here is the connection's: its error handler resets and reconnects.
      const ok = await held.client.query(`listen ${subscription.channel}`).then(
        () => true,
        () => false,
      );
      if (!ok || this.held !== held) return;
      this.listened.add(subscription.channel);
    }
    subscription.onReset();
  }

  private dispatch(message: pg.Notification): void {
    for (const subscription of this.subscriptions)
      if (subscription.channel === message.channel) subscription.onChange(message.payload ?? '');
  }

  /** Whatever was cached on the notifications' word is reset at once: changes may be missed until it listens again. */
  private lost(broken: Held, err: Error): void {
    if (this.held !== broken) return;
    this.held = null;
    this.listened.clear();
    broken.giveBack(err);
    for (const subscription of this.subscriptions) subscription.onReset();
    this.log?.warn(
      { err, channels: [...this.channels()] },
      'change listener lost its connection; reconnecting',
    );
    this.retryLater();
  }

  private retryLater(): void {
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }
}

/**
 * LISTENs on a PostgreSQL channel, on the one connection of the process that listens for all channels.
 * NOTIFY arrives after the writing transaction commits, from this process or any other. When the
 * connection drops, `onReset` runs at once (callers must stop trusting what they cached), and
 * again once it listens anew, since changes in between were missed; it reconnects with backoff.
 */
export async function listenForChanges(
  listener: SharedListener,
  channel: string,
  onChange: (payload: string) => void,
  onReset: () => void,
  log: Log,
): Promise<ChangeListener> {
  const subscription: Subscription = { channel, onChange, onReset, log };
  await listener.add(subscription);
  return {
    get listening() {
      return listener.isListening(channel);
    },
    close: () => listener.remove(subscription),
  };
}
