import { LogsResponseSchema } from '@chatgate/contracts';
import { api } from '../../lib/api-client';
import { type LogsParams, logsSearchParams } from './logs-query';

/** The Logs page's call: one page of the user's log entries, newest first. */
export const logsApi = {
  list: (params: LogsParams, signal?: AbortSignal) =>
    api.get(`/dash/logs?${logsSearchParams(params)}`, { schema: LogsResponseSchema, signal }),
};
