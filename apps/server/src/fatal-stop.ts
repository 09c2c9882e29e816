/** What stopOnFatal needs of the process: its events and its exit. */
export interface FatalSource {
  on(event: 'uncaughtException' | 'unhandledRejection', listener: (error: unknown) => void): unknown;
  exit(code: number): void;
}

/** Longest an orderly stop after a fatal error may take before the process exits anyway. */
export const FATAL_STOP_TIMEOUT_MS = 15_000;

/**
 * An error nothing caught (a bug) ends the process, as Node would, but through the orderly stop:
 * HTTP, workers, the pool, then the embedded PostgreSQL, so nothing committed is lost and no
 * PostgreSQL is left running without its server. Exits 1; a stop that hangs is cut short.
 */
export function stopOnFatal(
  source: FatalSource,
  stop: () => Promise<void>,
  report: (error: unknown) => void,
  timeoutMs = FATAL_STOP_TIMEOUT_MS,
): void {
  let stopping = false;
  const onFatal = (error: unknown) => {
    report(error);
    if (stopping) return;
    stopping = true;
    const giveUp = setTimeout(() => source.exit(1), timeoutMs);
    giveUp.unref();
    stop()
      .catch(report)
      .finally(() => {
        clearTimeout(giveUp);
        source.exit(1);
      });
  };
  source.on('uncaughtException', onFatal);
  source.on('unhandledRejection', onFatal);
}
