import { browserStore, type KeyValueStore, STORAGE_KEYS } from './storage';

/**
 * The trial token is made at sign-up, so the dashboard's first token list says "Instance Found":
 * the sign-up leaves word that the welcome of spec 8 is still owed.
 */
export function owedWelcome(store: KeyValueStore = browserStore()): void {
  store.setItem(STORAGE_KEYS.welcome, 'true');
}

/** Whether a welcome is owed; asking settles it, so it is shown once. */
export function takeOwedWelcome(store: KeyValueStore = browserStore()): boolean {
  const owed = store.getItem(STORAGE_KEYS.welcome) === 'true';
  store.removeItem(STORAGE_KEYS.welcome);
  return owed;
}
