import type { FetchUserResponse } from '@chatgate/contracts';
import { createContext, useContext } from 'react';
import type { SessionUser } from './session';
import type { LoginCredentials, LoginOutcome } from './session-login';

export interface SessionContextValue {
  user: SessionUser | null;
  /** True until the stored session has been checked. */
  loading: boolean;
  login(credentials: LoginCredentials): Promise<LoginOutcome>;
  /** Revokes the session on the server (failure ignored), clears the session keys and the user. */
  logout(): Promise<void>;
  /** Stores a freshly fetched profile and updates the user. */
  applyProfile(profile: FetchUserResponse): void;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
