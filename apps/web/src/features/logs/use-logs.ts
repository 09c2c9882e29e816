import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { flattenPages } from '../../lib/flatten-pages';
import { logsApi } from './api';
import type { LogFilter } from './logs-query';

/** How often the table refreshes while Live is on. */
export const LIVE_REFRESH_MS = 5_000;

interface UseLogsOptions {
  insid: string;
  level: LogFilter;
  live: boolean;
}

/** The log entries for the filters, page by page ("Load more" follows nextBefore), refreshed while live. */
export function useLogs({ insid, level, live }: UseLogsOptions) {
  const query = useInfiniteQuery({
    queryKey: ['logs', insid || 'all', level],
    queryFn: ({ pageParam, signal }) => logsApi.list({ insid, level, before: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    placeholderData: keepPreviousData,
    refetchInterval: live ? LIVE_REFRESH_MS : false,
  });
  return { ...query, entries: flattenPages(query.data?.pages ?? []) };
}
