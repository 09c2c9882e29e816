import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DialogProvider } from '../components/dialog-provider';
import { SessionProvider } from '../lib/session-provider';

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <DialogProvider>{children}</DialogProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
