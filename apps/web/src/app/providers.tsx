import type { ReactNode } from 'react';
import { DialogProvider } from '../components/dialog-provider';
import { SessionProvider } from '../lib/session-provider';

/** What every page shares: the session and the dialogs (queries are scoped to the pages that fetch). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <DialogProvider>{children}</DialogProvider>
    </SessionProvider>
  );
}
