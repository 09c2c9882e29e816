import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { parsePageParam } from './paging';

/**
 * One page of a paged list, the page kept in the address (?page=, absent for page 1) so Back and
 * links return to it; the previous page stays on screen while the next one loads.
 */
export function usePagedQuery<T>(
  queryKey: (page: number) => QueryKey,
  fetchPage: (page: number, signal: AbortSignal) => Promise<T>,
) {
  const [params, setParams] = useSearchParams();
  const page = parsePageParam(params.get('page'));
  const query = useQuery({
    queryKey: queryKey(page),
    queryFn: ({ signal }) => fetchPage(page, signal),
    placeholderData: keepPreviousData,
  });
  const setPage = (next: number) => setParams(next > 1 ? { page: String(next) } : {});
  return { query, page, setPage };
}
