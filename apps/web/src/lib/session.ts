import { DEFAULT_ROLE, type FetchUserResponse, ROLES, type Role } from '@chatgate/contracts';
import { type KeyValueStore, removeKeys, SESSION_KEYS, STORAGE_KEYS } from './storage';

/** The signed-in user kept in memory (spec 3), plus the stored role. */
export interface SessionUser {
  id: string;
  name: string;
  username: string;
  email: string;
  role: Role;
}

export function parseRole(value: string | null | undefined): Role {
  return ROLES.find((role) => role === value) ?? DEFAULT_ROLE;
}

/** A stand-in address made from a name, for sessions that have no stored email. */
export function placeholderEmail(name: string): string {
  const local = name.toLowerCase().replace(/[^a-z0-9._-]+/g, '');
  return `${local || 'user'}@example.com`;
}

/** Dashboard entry rule (spec 4): loggedIn is "true" and a uuid is stored. */
export function hasStoredLogin(store: KeyValueStore): boolean {
  return store.getItem(STORAGE_KEYS.loggedIn) === 'true' && Boolean(store.getItem(STORAGE_KEYS.uuid));
}

/** Session start (spec 4): restore the user when loggedIn is "true" and both user and uuid exist. */
export function restoreSession(store: KeyValueStore): SessionUser | null {
  const name = store.getItem(STORAGE_KEYS.user);
  const uuid = store.getItem(STORAGE_KEYS.uuid);
  if (store.getItem(STORAGE_KEYS.loggedIn) !== 'true' || !name || !uuid) return null;
  return {
    id: uuid,
    name,
    username: store.getItem(STORAGE_KEYS.uName) || name,
    email: store.getItem(STORAGE_KEYS.email) || placeholderEmail(name),
    role: parseRole(store.getItem(STORAGE_KEYS.role)),
  };
}

/** Stores every fetch-user field after login (spec 3) and returns the session user. */
export function storeProfile(store: KeyValueStore, profile: FetchUserResponse, token?: string): SessionUser {
  const role = parseRole(profile.mem_type);
  store.setItem(STORAGE_KEYS.loggedIn, 'true');
  if (token) store.setItem(STORAGE_KEYS.authToken, token);
  store.setItem(STORAGE_KEYS.user, profile.name);
  store.setItem(STORAGE_KEYS.mobile, profile.mobile);
  store.setItem(STORAGE_KEYS.email, profile.email);
  store.setItem(STORAGE_KEYS.uuid, profile.uuid);
  store.setItem(STORAGE_KEYS.insID, profile.insID);
  store.setItem(STORAGE_KEYS.uName, profile.username);
  store.setItem(STORAGE_KEYS.role, role);
  return {
    id: profile.uuid,
    name: profile.name,
    username: profile.username || profile.name,
    email: profile.email || placeholderEmail(profile.name),
    role,
  };
}

/**
 * The session made from the typed username when fetch-user fails after a successful login
 * (spec 4): role User, email equal to the username when it contains @, else a placeholder.
 */
export function storeFallbackSession(store: KeyValueStore, username: string, token: string): SessionUser {
  const email = username.includes('@') ? username : placeholderEmail(username);
  store.setItem(STORAGE_KEYS.loggedIn, 'true');
  store.setItem(STORAGE_KEYS.authToken, token);
  store.setItem(STORAGE_KEYS.user, username);
  store.setItem(STORAGE_KEYS.uName, username);
  store.setItem(STORAGE_KEYS.email, email);
  store.setItem(STORAGE_KEYS.role, DEFAULT_ROLE);
  return { id: username, name: username, username, email, role: DEFAULT_ROLE };
}

/** The session layer's logout (spec 4): clears its keys; the caller empties the user. */
export function clearSession(store: KeyValueStore): void {
  removeKeys(store, SESSION_KEYS);
}
