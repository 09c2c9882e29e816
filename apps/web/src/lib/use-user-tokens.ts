import type { FetchInstanceResponse, InstanceRow } from '@chatgate/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSession } from './session-context';
import { tokensQueryOptions } from './tokens-query';

const allTokens = (response: FetchInstanceResponse): InstanceRow[] => response.result;

/**
 * The signed-in user's tokens from the shared token list (tokensQueryOptions), for pickers, names
 * and the tokens page; `select` keeps only the ones a view offers.
 */
export function useUserTokens(select: (response: FetchInstanceResponse) => InstanceRow[] = allTokens) {
  const uuid = useSession().user?.id ?? '';
  const query = useQuery({ ...tokensQueryOptions(uuid), select });
  return { ...query, uuid, tokens: query.data ?? [] };
}

/** A token as pickers show it: its department name, and its phone once one is linked. */
export function tokenLabel(row: Pick<InstanceRow, 'instanceName' | 'wid'>): string {
  return row.wid ? `${row.instanceName} (+${row.wid})` : row.instanceName;
}
