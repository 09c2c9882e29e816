import { type FetchInstanceResponse, FetchInstanceResponseSchema } from '@chatgate/contracts';
import { hashKey, type InvalidateOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/** The start of every token list's key, whoever it belongs to. */
const TOKENS_KEY_ROOT = ['tokens'] as const;

/**
 * The signed-in user's tokens (POST /dash/wa/fetchInstance): the one fetch and the one cache entry
 * that the tokens page, every token picker and every token name share. A view that needs another
 * shape of it passes a `select`, never a query of its own.
 */
export function tokensQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: [...TOKENS_KEY_ROOT, uuid] as const,
    queryFn: ({ signal }): Promise<FetchInstanceResponse> =>
      api.post('/dash/wa/fetchInstance', { uuid }, { schema: FetchInstanceResponseSchema, signal }),
    enabled: Boolean(uuid),
  });
}

/** The cache key of a user's token list, typed with its data (for reading and editing the cached list). */
export const tokensQueryKey = (uuid: string) => tokensQueryOptions(uuid).queryKey;

/**
 * After anything that changes tokens (created, removed, paid for, linked or unlinked, a missed
 * live event): every view of the token list loads it again.
 */
export function invalidateTokens(client: QueryClient, options?: InvalidateOptions): Promise<void> {
  return client.invalidateQueries({ queryKey: TOKENS_KEY_ROOT }, options);
}

/**
 * Calls `listener` with each token list the server sends for `uuid` (not with edits written into
 * the cache); returns the unsubscribe.
 */
export function onTokensFetched(
  client: QueryClient,
  uuid: string,
  listener: (response: FetchInstanceResponse) => void,
): () => void {
  const queryHash = hashKey(tokensQueryKey(uuid));
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== queryHash) return;
    if (event.action.type !== 'success' || event.action.manual) return;
    listener(event.query.state.data as FetchInstanceResponse);
  });
}
