import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { DialogProvider } from '../components/dialog-provider';
import { createQueryClient } from '../lib/query-client';
import { BrowserRouter } from '../lib/router';
import { SessionProvider } from '../lib/session-provider';
import { STORAGE_KEYS } from '../lib/storage';

/** The signed-in user of every rendered dashboard (tokenRow's owner). */
export const TEST_USER = { uuid: 'user-1', name: 'Asha Rao' };

// findBy and waitFor wait up to 5 s (not 1): on a busy 2-core machine a lazy dialog's first load can take longer.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/**
 * Renders dashboard UI as the app does: a stored session restored by the real SessionProvider,
 * the dialogs, a query cache of its own and the app's router, at `path` in jsdom's history. Returns the cache with the result.
 */
export function renderDashboard(ui: ReactNode, path = '/dashboard') {
  localStorage.setItem(STORAGE_KEYS.loggedIn, 'true');
  localStorage.setItem(STORAGE_KEYS.user, TEST_USER.name);
  localStorage.setItem(STORAGE_KEYS.uuid, TEST_USER.uuid);
  localStorage.setItem(STORAGE_KEYS.authToken, 'test-token');
  window.history.replaceState(null, '', path);
  const queryClient = createQueryClient();
  const result = render(
    <BrowserRouter>
      <SessionProvider>
        <DialogProvider>
          <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
        </DialogProvider>
      </SessionProvider>
    </BrowserRouter>,
  );
  return { ...result, queryClient };
}
