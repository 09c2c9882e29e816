import type { Db } from '../../db/client';
import { type ApiRequestRow, insertApiRequests } from './logs.queries';

const FLUSH_AFTER_MS = 50;
const FLUSH_AT_ROWS = 500;
/** Beyond this the database is not keeping up; further lines are dropped rather than held. */
const MAX_BUFFERED = 50_000;

type Log = { warn(obj: object, msg: string): void };

/**
 * The Logs page's record of API calls, written in batches a few milliseconds after the calls
 * (one multi-row insert instead of one per call). It is a log, not a guarantee: a line that
 * cannot be written is dropped and never fails or slows the call it describes.
 */
export function createApiRequestLog(db: Db, log: Log) {
  let buffer: ApiRequestRow[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    if (buffer.length === 0) return writing;
    const rows = buffer;
    buffer = [];
    writing = writing
      .then(() => insertApiRequests(db, rows))
      .catch((err) => log.warn({ err, lines: rows.length }, 'API request log lines dropped'));
    return writing;
  };

  return {
    record(row: ApiRequestRow): void {
      if (buffer.length >= MAX_BUFFERED) return;
      buffer.push(row);
      if (buffer.length >= FLUSH_AT_ROWS) void flush();
      else timer ??= setTimeout(flush, FLUSH_AFTER_MS);
    },
    /** Writes what is buffered; call on shutdown. */
    flush,
  };
}
