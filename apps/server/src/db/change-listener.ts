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

const RETRY_MIN_MS = 500;
/** Small: the attempt is one connection, and callers read the database directly until it listens again. */
const RETRY_MAX_MS = 5_000;

/**
 * The one connection of a pool that LISTENs for all of the process's channels: a connection held
 * per channel would keep several of the pool's few connections from serving queries.
 */
class SharedListener {
  private client: pg.PoolClient | null = null;
  /** The channels `client` LISTENs on. */
  private listened = new Set<string>();
  private readonly subscriptions = new Set<Subscription>();
  private connecting: Promise<void> | null = null;
  private retryMs = RETRY_MIN_MS;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(private readonly pool: pg.Pool) {}

  isListening(channel: string): boolean {
    return this.client !== null && this.listened.has(channel);
  }

  /** Resolves once the subscription listens, or once a first attempt to connect failed. */
  async add(subscription: Subscription): Promise<void> {
    this.subscriptions.add(subscription);
    if (this.client) return this.listenFor(this.client, subscription);
    // While waiting out a failed attempt, the retry listens for this channel too. An attempt that
    // ended just as this came, with nobody left to listen for, is followed by a new one.
    while (!this.client && !this.retryTimer && this.subscriptions.has(subscription)) await this.connect();
  }

  async remove(subscription: Subscription): Promise<void> {
    if (!this.subscriptions.delete(subscription)) return;
    const client = this.client;
    if (this.subscriptions.size === 0) {
      clearTimeout(this.retryTimer);
      this.retryTimer = undefined;
      this.client = null;
      this.listened.clear();
      if (!client) return;
      const failed = await client.query('unlisten *').then(
        () => undefined,
        (err: Error) => err,
      );
      client.release(failed);
      return;
    }
    if (client && !this.channels().has(subscription.channel)) {
      this.listened.delete(subscription.channel);
      await client.query(`unlisten ${subscription.channel}`).catch(() => {});
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

  private async tryToConnect(): Promise<void> {
    let next: pg.PoolClient | null = null;
    try {
      next = await this.pool.connect();
      const opened = next;
      opened.on('notification', (message) => this.dispatch(message));
      opened.on('error', (err) => this.lost(opened, err));
      const listened = new Set<string>();
      // Subscriptions may come (or all go) while the LISTENs run.
      let missing = [...this.channels()];
      while (missing.length > 0) {
        for (const channel of missing) await opened.query(`listen ${channel}`);
        for (const channel of missing) listened.add(channel);
        missing = [...this.channels()].filter((c) => !listened.has(c));
      }
      if (this.subscriptions.size === 0) {
        opened.release();
        return;
      }
      this.client = opened;
      this.listened = listened;
      this.retryMs = RETRY_MIN_MS;
      for (const subscription of this.subscriptions) subscription.onReset();
    } catch (err) {
      next?.release(true);
      if (this.subscriptions.size === 0) return;
      this.log?.warn({ err, channels: [...this.channels()] }, 'change listener could not connect; retrying');
      this.retryLater();
    }
  }

  private async listenFor(client: pg.PoolClient, subscription: Subscription): Promise<void> {
    if (!this.listened.has(subscription.channel)) {
      // A failure here is the connection's: its error handler resets and reconnects.
      const ok = await client.query(`listen ${subscription.channel}`).then(
        () => true,
        () => false,
      );
      if (!ok || this.client !== client) return;
      this.listened.add(subscription.channel);
    }
    subscription.onReset();
  }

  private dispatch(message: pg.Notification): void {
    for (const subscription of this.subscriptions)
      if (subscription.channel === message.channel) subscription.onChange(message.payload ?? '');
  }

  /** Whatever was cached on the notifications' word is reset at once: changes may be missed until it listens again. */
  private lost(broken: pg.PoolClient, err: unknown): void {
    if (this.client !== broken) return;
    this.client = null;
    this.listened.clear();
    broken.release(err instanceof Error ? err : true);
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

const listenerOfPool = new WeakMap<pg.Pool, SharedListener>();

/**
 * LISTENs on a PostgreSQL channel, on the one connection of `pool` that listens for all channels.
 * NOTIFY arrives after the writing transaction commits, from this process or any other. When the
 * connection drops, `onReset` runs at once (callers must stop trusting what they cached), and
 * again once it listens anew, since changes in between were missed; it reconnects with backoff.
 */
export async function listenForChanges(
  pool: pg.Pool,
  channel: string,
  onChange: (payload: string) => void,
  onReset: () => void,
  log: Log,
): Promise<ChangeListener> {
  let shared = listenerOfPool.get(pool);
  if (!shared) {
    shared = new SharedListener(pool);
    listenerOfPool.set(pool, shared);
  }
  const listener = shared;
  const subscription: Subscription = { channel, onChange, onReset, log };
  await listener.add(subscription);
  return {
    get listening() {
      return listener.isListening(channel);
    },
    close: () => listener.remove(subscription),
  };
}
