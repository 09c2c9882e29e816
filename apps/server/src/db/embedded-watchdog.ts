const CHECK_MS = 1_000;

interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
}

export interface EmbeddedWatchdog {
  /** Stops watching (before an orderly stop of PostgreSQL, which must not be undone). */
  stop(): Promise<void>;
}

/**
 * Restarts the embedded PostgreSQL when it dies under a running server (killed, crashed, taken by
 * the OOM killer): on start it replays its write-ahead log, so nothing committed is lost, and the
 * pool's new connections find it again. Checks once a second; a restart that fails (the dead
 * server's backends still holding its shared memory, say) is tried again at the next check.
 */
export function watchEmbeddedPostgres(
  isRunning: () => Promise<boolean>,
  restart: () => Promise<void>,
  log: Logger,
): EmbeddedWatchdog {
  let stopped = false;
  let failing = false;
  let check: Promise<void> = Promise.resolve();

  const checkOnce = async () => {
    if (stopped || (await isRunning())) return;
    if (!failing) log.warn('The embedded PostgreSQL stopped unexpectedly; restarting it');
    try {
      await restart();
      failing = false;
      log.info('The embedded PostgreSQL is running again');
    } catch (err) {
      if (!failing)
        log.warn(`The embedded PostgreSQL did not restart yet (${String(err ?? 'exited')}); retrying`);
      failing = true;
    }
  };
  const timer = setInterval(() => {
    check = check.then(checkOnce);
  }, CHECK_MS);
  timer.unref();

  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await check;
    },
  };
}
