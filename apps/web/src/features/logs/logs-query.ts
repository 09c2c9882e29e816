import type { LOG_FILTERS } from '@chatgate/contracts';

export type LogFilter = (typeof LOG_FILTERS)[number];

/** Entries per page of the Logs table. */
export const LOGS_PAGE_SIZE = 50;

export interface LogsParams {
  /** A token's insid; empty or absent for all of the user's tokens. */
  insid?: string;
  level: LogFilter;
  /** The previous page's nextBefore; absent for the newest page. */
  before?: string;
  limit?: number;
}

/** The query string of GET /dash/logs, leaving out what is empty. */
export function logsSearchParams({ insid, level, before, limit = LOGS_PAGE_SIZE }: LogsParams): string {
  const params = new URLSearchParams();
  if (insid) params.set('insid', insid);
  params.set('level', level);
  if (before) params.set('before', before);
  params.set('limit', String(limit));
  return params.toString();
}
