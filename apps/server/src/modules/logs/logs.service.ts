import { type LogEntry, type LogsResponse, parseLogCursor } from '@chatgate/contracts';
import type { Db } from '../../db/client';
import type { AuthenticatedUser } from '../../http/auth-guard';
import { instanceIdsOf, ownedInstance } from '../instances/instances.service';
import * as q from './logs.queries';

export { registerApiCallLog } from './api-call-log-hooks';

/** The Logs page: the caller's tokens (or one of them), filtered by level, newest first. */
export async function readLogs(
  db: Db,
  caller: AuthenticatedUser,
  query: { insid?: string; level: string; before?: string; limit: number },
): Promise<LogsResponse> {
  const insids = query.insid
    ? [(await ownedInstance(db, caller, query.insid)).id]
    : await instanceIdsOf(db, caller.id);
  const rows = await q.timeline(
    db,
    insids,
    query.level === 'all' ? null : query.level,
    query.before ? parseLogCursor(query.before) : null,
    query.limit,
  );
  const result: LogEntry[] = rows.map((r) => ({
    id: r.id,
    timestamp: new Date(r.ts).toISOString(),
    level: r.level,
    message: r.message,
    instance: r.instance,
    type: r.type,
  }));
  const last = rows[rows.length - 1];
  return { result, nextBefore: rows.length === query.limit && last ? last.cursor : null };
}
