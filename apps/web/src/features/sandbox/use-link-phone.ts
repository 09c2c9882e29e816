import type { ScanResponse } from '@chatgate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateTokens } from '../../lib/tokens-query';
import { phonesKey } from './api';

/** Links the phone to a token (by QR payload or pairing code); the phones and the token list then show the link. */
export function useLinkPhone<T>(link: (input: T) => Promise<ScanResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: link,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: phonesKey });
      void invalidateTokens(queryClient);
    },
  });
}
