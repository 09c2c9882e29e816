import { browserStore, STORAGE_KEYS } from '../../lib/storage';

/** Personal details as the browser stored them at login (spec 2.9). */
export function readStoredProfile() {
  const store = browserStore();
  return {
    name: store.getItem(STORAGE_KEYS.user) ?? '',
    username: store.getItem(STORAGE_KEYS.uName) ?? '',
    mobile: store.getItem(STORAGE_KEYS.mobile) ?? '',
    email: store.getItem(STORAGE_KEYS.email) ?? '',
  };
}
