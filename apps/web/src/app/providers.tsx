import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { DialogProvider } from '../components/dialog-provider';
import { isApiError } from '../lib/api-error';
import { SessionProvider } from '../lib/session-provider';

/** Retries a failed query once, but never a 4xx answer (it would fail the same way). */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry: shouldRetry, refetchOnWindowFocus: false },
          mutations: { retry: false },
        },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <DialogProvider>{children}</DialogProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
