import type { FetchUserResponse } from '@chatgate/contracts';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { clearSession, restoreSession, type SessionUser, storeProfile } from './session';
import { SessionContext, type SessionContextValue } from './session-context';
import type { LoginCredentials } from './session-login';
import { browserStore, SESSION_KEYS, STORAGE_KEYS } from './storage';
import { onUnauthorized } from './unauthorized';

interface SessionState {
  user: SessionUser | null;
  loading: boolean;
}

/** The session's API calls (and the schemas they check answers with) load on first use: public pages never need them. */
const loadSessionApi = () => import('./session-api').then((module) => module.sessionApi);
/** So does logging in. */
const loadLogin = () => import('./session-login').then((module) => module.loginWithCredentials);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ user: null, loading: true });

  useEffect(() => {
    setState({ user: restoreSession(browserStore()), loading: false });
    // Another tab logging in or out changes the stored session.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || (SESSION_KEYS as readonly string[]).includes(event.key)) {
        setState({ user: restoreSession(browserStore()), loading: false });
      }
    };
    window.addEventListener('storage', onStorage);
    const stopListening = onUnauthorized(() => setState({ user: null, loading: false }));
    return () => {
      window.removeEventListener('storage', onStorage);
      stopListening();
    };
  }, []);

  const login = useCallback(async (credentials: LoginCredentials) => {
    const [loginWithCredentials, api] = await Promise.all([loadLogin(), loadSessionApi()]);
    const outcome = await loginWithCredentials(credentials, { api, store: browserStore() });
    if (outcome.ok) setState({ user: outcome.user, loading: false });
    return outcome;
  }, []);

  const logout = useCallback(async () => {
    try {
      await (await loadSessionApi()).logout();
    } catch {
      // The server may already have ended the session; the browser side still logs out.
    }
    clearSession(browserStore());
    setState({ user: null, loading: false });
  }, []);

  const applyProfile = useCallback((profile: FetchUserResponse) => {
    const store = browserStore();
    // A profile that arrives after logout must not bring the session back.
    if (store.getItem(STORAGE_KEYS.loggedIn) !== 'true') return;
    setState({ user: storeProfile(store, profile), loading: false });
  }, []);

  const value = useMemo<SessionContextValue>(
    () => ({ ...state, login, logout, applyProfile }),
    [state, login, logout, applyProfile],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
