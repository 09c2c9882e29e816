import { emailField, usernameField } from '@chatgate/contracts';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { authApi } from '../api';

export type AvailabilityKind = 'username' | 'email';

const AVAILABILITY_DEBOUNCE_MS = 400;

const checks = {
  username: { field: usernameField, call: authApi.checkUsername },
  email: { field: emailField, call: authApi.checkEmail },
} as const;

/**
 * Asks the server whether a username or email is free, once typing pauses for 400 ms and the
 * value passes the field's own rules. `result` is only set for the value currently typed.
 */
export function useAvailability(kind: AvailabilityKind, value: string) {
  const typed = value.trim();
  const debounced = useDebouncedValue(typed, AVAILABILITY_DEBOUNCE_MS);
  const { field, call } = checks[kind];
  const enabled = debounced !== '' && field.safeParse(debounced).success;

  const query = useQuery({
    queryKey: ['availability', kind, debounced],
    queryFn: ({ signal }) => call(debounced, signal),
    enabled,
    staleTime: 30_000,
    retry: false,
  });

  const current = enabled && debounced === typed;
  return {
    checking: current && query.isFetching,
    result: current ? query.data : undefined,
  };
}
