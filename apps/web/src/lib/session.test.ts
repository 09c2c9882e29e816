import type { FetchUserResponse } from '@chatgate/contracts';
import { describe, expect, it } from 'vitest';
import {
  clearSession,
  hasStoredLogin,
  parseRole,
  placeholderEmail,
  restoreSession,
  storeFallbackSession,
  storeProfile,
} from './session';
import { memoryStore, STORAGE_KEYS } from './storage';

const profile: FetchUserResponse = {
  name: 'Asha Rao',
  mobile: '919876543210',
  email: 'asha@example.org',
  uuid: 'u-1',
  insID: 'ins-1',
  username: 'asha',
  mem_type: 'Admin',
};

describe('restoreSession', () => {
  it('restores the user when loggedIn is "true" and user and uuid are stored', () => {
    const store = memoryStore({
      loggedIn: 'true',
      user: 'Asha Rao',
      uuid: 'u-1',
      uName: 'asha',
      email: 'a@b.co',
      role: 'CRM',
    });
    expect(restoreSession(store)).toEqual({
      id: 'u-1',
      name: 'Asha Rao',
      username: 'asha',
      email: 'a@b.co',
      role: 'CRM',
    });
  });

  it('falls back to the name for the username, a placeholder email and role User', () => {
    const store = memoryStore({ loggedIn: 'true', user: 'Asha Rao', uuid: 'u-1' });
    expect(restoreSession(store)).toEqual({
      id: 'u-1',
      name: 'Asha Rao',
      username: 'Asha Rao',
      email: 'asharao@example.com',
      role: 'User',
    });
  });

  it.each([
    ['loggedIn missing', { user: 'A', uuid: 'u' }],
    ['loggedIn "false"', { loggedIn: 'false', user: 'A', uuid: 'u' }],
    ['user missing', { loggedIn: 'true', uuid: 'u' }],
    ['uuid missing', { loggedIn: 'true', user: 'A' }],
  ])('gives no user when %s', (_, values) => {
    expect(restoreSession(memoryStore(values))).toBeNull();
  });
});

describe('hasStoredLogin', () => {
  it('needs loggedIn "true" and a uuid', () => {
    expect(hasStoredLogin(memoryStore({ loggedIn: 'true', uuid: 'u' }))).toBe(true);
    expect(hasStoredLogin(memoryStore({ loggedIn: 'true' }))).toBe(false);
    expect(hasStoredLogin(memoryStore({ loggedIn: 'false', uuid: 'u' }))).toBe(false);
  });
});

describe('storeProfile', () => {
  it('stores every fetch-user field under the spec keys', () => {
    const store = memoryStore();
    const user = storeProfile(store, profile, 'tok');
    expect(user).toEqual({
      id: 'u-1',
      name: 'Asha Rao',
      username: 'asha',
      email: 'asha@example.org',
      role: 'Admin',
    });
    expect(store.getItem(STORAGE_KEYS.loggedIn)).toBe('true');
    expect(store.getItem(STORAGE_KEYS.authToken)).toBe('tok');
    expect(store.getItem(STORAGE_KEYS.user)).toBe('Asha Rao');
    expect(store.getItem(STORAGE_KEYS.mobile)).toBe('919876543210');
    expect(store.getItem(STORAGE_KEYS.insID)).toBe('ins-1');
    expect(store.getItem(STORAGE_KEYS.uName)).toBe('asha');
    expect(store.getItem(STORAGE_KEYS.role)).toBe('Admin');
    expect(restoreSession(store)).toEqual(user);
  });
});

describe('storeFallbackSession', () => {
  it('uses the username as email when it contains @', () => {
    const user = storeFallbackSession(memoryStore(), 'asha@example.org', 'tok');
    expect(user).toMatchObject({ name: 'asha@example.org', email: 'asha@example.org', role: 'User' });
  });

  it('makes a placeholder email otherwise', () => {
    const store = memoryStore();
    expect(storeFallbackSession(store, 'asha', 'tok').email).toBe('asha@example.com');
    expect(store.getItem(STORAGE_KEYS.authToken)).toBe('tok');
    expect(store.getItem(STORAGE_KEYS.role)).toBe('User');
  });
});

describe('clearSession', () => {
  it('removes the session keys and nothing else', () => {
    const store = memoryStore({ other: 'keep' });
    storeProfile(store, profile, 'tok');
    store.setItem(STORAGE_KEYS.refreshToken, 'r');
    clearSession(store);
    for (const key of [
      'loggedIn',
      'auth_token',
      'user',
      'mobile',
      'email',
      'uuid',
      'insID',
      'uName',
      'role',
    ]) {
      expect(store.getItem(key)).toBeNull();
    }
    expect(store.getItem('other')).toBe('keep');
  });
});

describe('helpers', () => {
  it('parses roles with User as default', () => {
    expect(parseRole('CRM')).toBe('CRM');
    expect(parseRole('admin')).toBe('User');
    expect(parseRole(null)).toBe('User');
  });

  it('makes placeholder emails from any name', () => {
    expect(placeholderEmail('Ravi K.')).toBe('ravik.@example.com');
    expect(placeholderEmail('  ')).toBe('user@example.com');
  });
});
