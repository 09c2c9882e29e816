import { FetchInstanceResponseSchema, type InstanceRow } from '@chatgate/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useSession } from './session-context';
import { browserStore, STORAGE_KEYS } from './storage';

/** The signed-in user's tokens (POST /dash/wa/fetchInstance with the stored uuid), for pickers and names. */
export function useUserTokens() {
  const { user } = useSession();
  const uuid = browserStore().getItem(STORAGE_KEYS.uuid) || user?.id || '';
  const query = useQuery({
    queryKey: ['user-tokens', uuid],
    queryFn: ({ signal }) =>
      api.post('/dash/wa/fetchInstance', { uuid }, { schema: FetchInstanceResponseSchema, signal }),
    enabled: Boolean(uuid),
  });
  return { ...query, tokens: query.data?.result ?? [] };
}

/** A token as pickers show it: its department name, and its phone once one is linked. */
export function tokenLabel(row: Pick<InstanceRow, 'instanceName' | 'wid'>): string {
  return row.wid ? `${row.instanceName} (+${row.wid})` : row.instanceName;
}
