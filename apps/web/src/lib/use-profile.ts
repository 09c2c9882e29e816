import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionApi } from './session-api';
import { useSession } from './session-context';

export const PROFILE_QUERY_KEY = ['profile'] as const;

/** The signed-in user's fresh profile; each answer also refreshes the stored session. */
export function useProfile() {
  const { applyProfile } = useSession();
  const query = useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => sessionApi.fetchCurrentUser(signal),
    staleTime: 60_000,
  });

  useEffect(() => {
    if (query.data) applyProfile(query.data);
  }, [query.data, applyProfile]);

  return query;
}
