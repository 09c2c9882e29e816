/** The browser-stored values of spec section 3, under their exact key names. */
export const STORAGE_KEYS = {
  loggedIn: 'loggedIn',
  authToken: 'auth_token',
  refreshToken: 'refresh_token',
  user: 'user',
  mobile: 'mobile',
  email: 'email',
  uuid: 'uuid',
  insID: 'insID',
  uName: 'uName',
  role: 'role',
  /** Beyond spec 3: set by a sign-up, until the dashboard has welcomed the new account. */
  welcome: 'welcome',
} as const;

/** What the session layer clears on logout (spec 4). */
export const SESSION_KEYS = [
  STORAGE_KEYS.loggedIn,
  STORAGE_KEYS.authToken,
  STORAGE_KEYS.user,
  STORAGE_KEYS.mobile,
  STORAGE_KEYS.email,
  STORAGE_KEYS.uuid,
  STORAGE_KEYS.insID,
  STORAGE_KEYS.uName,
  STORAGE_KEYS.role,
] as const;

/** What a 401 clears (spec 8). */
export const TOKEN_KEYS = [STORAGE_KEYS.authToken, STORAGE_KEYS.refreshToken] as const;

/** The part of the Web Storage API we use, so the rules can be tested without a browser. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or a throwaway in-memory store where it is unavailable (private modes, tests). */
export function browserStore(): KeyValueStore {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage;
  } catch {
    // Access can throw when storage is disabled; fall through to memory.
  }
  return memoryStore();
}

export function memoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

export function getAuthToken(store: KeyValueStore = browserStore()): string | null {
  return store.getItem(STORAGE_KEYS.authToken) || null;
}

export function removeKeys(store: KeyValueStore, keys: readonly string[]): void {
  for (const key of keys) store.removeItem(key);
}

/** Empties all of localStorage, as the dashboard's logout confirmation does (spec 4). */
export function clearAllStorage(): void {
  try {
    window.localStorage.clear();
  } catch {
    // Nothing stored when storage is unavailable.
  }
}
