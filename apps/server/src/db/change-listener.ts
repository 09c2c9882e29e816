import type pg from 'pg';

type Log = { warn(obj: object, msg: string): void };

export interface ChangeListener {
  /** Whether notifications are arriving; while false, nothing may rely on them. */
  readonly listening: boolean;
  close(): Promise<void>;
}

const RETRY_MIN_MS = 500;
/** Small: the attempt is one connection, and callers read the database directly until it listens again. */
const RETRY_MAX_MS = 5_000;

/**
 * LISTENs on a PostgreSQL channel with a dedicated connection from the pool. NOTIFY arrives
 * after the writing transaction commits, from this process or any other. When the connection
 * drops, `onReset` runs at once (callers must stop trusting what they cached), and again once it
 * listens anew, since changes in between were missed; it reconnects with backoff.
 */
export async function listenForChanges(
  pool: pg.Pool,
  channel: string,
  onChange: (payload: string) => void,
  onReset: () => void,
  log: Log,
): Promise<ChangeListener> {
  let client: pg.PoolClient | null = null;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const lost = (err: unknown) => {
    if (!client) return;
    const broken = client;
    client = null;
    broken.release(err instanceof Error ? err : true);
    onReset();
    if (closed) return;
    log.warn({ err, channel }, 'change listener lost its connection; reconnecting');
    timer = setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  async function connect(): Promise<void> {
    if (closed) return;
    let next: pg.PoolClient | null = null;
    try {
      next = await pool.connect();
      next.on('notification', (message) => {
        if (message.channel === channel) onChange(message.payload ?? '');
      });
      next.on('error', lost);
      await next.query(`listen ${channel}`);
      client = next;
      retryMs = RETRY_MIN_MS;
      onReset();
    } catch (err) {
      next?.release(true);
      if (closed) return;
      log.warn({ err, channel }, 'change listener could not connect; retrying');
      timer = setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    }
  }

  await connect();
  return {
    get listening() {
      return client !== null;
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      if (client) {
        const last = client;
        client = null;
        await last.query(`unlisten ${channel}`).catch(() => {});
        last.release();
      }
    },
  };
}
