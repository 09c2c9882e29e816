import type { FetchInstanceResponse } from '@chatgate/contracts';
import { useUserTokens } from '../../lib/use-user-tokens';

const connectedTokens = (response: FetchInstanceResponse) =>
  response.result.filter((row) => row.authenticated === 1);

/** The user's tokens with a linked phone (authenticated), the only ones that can check numbers (spec 5). */
export function useConnectedTokens() {
  return useUserTokens(connectedTokens);
}
