import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { pageInsteadOf, parsePageParam, withPageParam } from './paging';
import { useSearchParams } from './router';

/** What a paged list call answers besides its items. */
interface ListPage {
  total: number;
  pageSize: number;
}

/**
 * One page of a paged list, the page kept in the address (?page=, absent for page 1; other
 * parameters kept) so Back and links return to it; the previous page stays on screen while the
 * next one loads. A page past the last one (an old link, or a list that got shorter) is replaced
 * by the last page, rather than showing an empty list that has items.
 */
export function usePagedQuery<T extends ListPage>(
  queryKey: (page: number) => QueryKey,
  fetchPage: (page: number, signal: AbortSignal) => Promise<T>,
  options: { refetchInterval?: number } = {},
) {
  const [params, setParams] = useSearchParams();
  const page = parsePageParam(params.get('page'));
  const query = useQuery({
    queryKey: queryKey(page),
    queryFn: ({ signal }) => fetchPage(page, signal),
    placeholderData: keepPreviousData,
    ...options,
  });
  const setPage = (next: number, replace = false) =>
    setParams((current) => withPageParam(current, next), { replace });

  const { data, isPlaceholderData } = query;
  const instead = data && !isPlaceholderData ? pageInsteadOf(page, data.total, data.pageSize) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: setPage is remade each render; instead decides
  useEffect(() => {
    if (instead !== null) setPage(instead, true);
  }, [instead]);

  return { query, page, setPage };
}
