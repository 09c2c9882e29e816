import type { CheckNumberResponse } from '@chatgate/contracts';
import { useMutation } from '@tanstack/react-query';
import { type NumberCheckRequest, numberCheckerApi } from './api';

export interface NumberCheckOutcome extends CheckNumberResponse {
  number: string;
}

/** Fetches the token's API key, then asks whether the number is registered. Null: the token has no key. */
export function useNumberCheck() {
  return useMutation({
    mutationFn: async (request: NumberCheckRequest): Promise<NumberCheckOutcome | null> => {
      const { api_key: key } = await numberCheckerApi.showKey(request.insid);
      if (!key) return null;
      const answer = await numberCheckerApi.check(request, key);
      return { ...answer, number: request.number };
    },
  });
}
