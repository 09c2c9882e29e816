import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/session-context';
import { browserStore, STORAGE_KEYS } from '../../lib/storage';
import { numberCheckerApi } from './api';

/** The user's tokens with a linked phone (authenticated), the only ones that can check numbers (spec 5). */
export function useConnectedTokens() {
  const { user } = useSession();
  const uuid = browserStore().getItem(STORAGE_KEYS.uuid) || user?.id || '';
  const query = useQuery({
    queryKey: ['number-checker', 'tokens', uuid],
    queryFn: ({ signal }) => numberCheckerApi.tokens(uuid, signal),
    enabled: Boolean(uuid),
  });
  const tokens = (query.data?.result ?? []).filter((row) => row.authenticated === 1);
  return { ...query, tokens };
}
