/**
 * Failures that mean PostgreSQL cannot be reached right now (stopped, restarting, network down),
 * not that a query is wrong: sockets refused or cut, SQLSTATE class 08 (connection exception),
 * 57P01-57P03 (shutting down, crashed, starting up), 53300 (too many connections) and 57014 (a
 * statement cancelled, as statement_timeout does when the database is too slow to answer in time).
 */
const CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
]);

/** What pg and pg-pool throw, without a code, when a connection cannot be had or was lost. */
const MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'connection timeout',
  'Client has encountered a connection error and is not queryable',
  'Query read timeout',
];

/**
 * Whether `error` (or what it wraps: drizzle wraps driver errors in `cause`, and a refused
 * connection to several addresses is an AggregateError) says the database is unreachable.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (MESSAGES.some((m) => error.message.includes(m))) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1)))
    return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

/** The innermost message of `error`: the driver's words, without the query drizzle adds. */
export function rootReason(error: unknown): string {
  let current = error;
  for (let depth = 0; current instanceof Error && current.cause instanceof Error && depth < 5; depth++)
    current = current.cause;
  return current instanceof Error ? current.message || current.name : String(current);
}

/**
 * For loops that poll the database: while it is unreachable every poll fails alike, so only the
 * first failure of an outage is worth reporting; any other failure always is.
 */
export class OutageReports {
  private down = false;

  /** A poll went through: the next outage is news again. */
  succeeded(): void {
    this.down = false;
  }

  /** Whether this failure should be reported (not a repeat of the outage already reported). */
  worthReporting(error: unknown): boolean {
    const outage = isDatabaseUnavailable(error);
    const repeat = outage && this.down;
    this.down = outage;
    return !repeat;
  }

  /** Logs `error` if worth reporting: as `texts.outage` when the database is unreachable, else `texts.failure`. */
  report(
    log: { error(obj: object, msg: string): void },
    error: unknown,
    texts: { outage: string; failure: string },
  ): void {
    if (!this.worthReporting(error)) return;
    log.error({ err: error }, isDatabaseUnavailable(error) ? texts.outage : texts.failure);
  }
}
