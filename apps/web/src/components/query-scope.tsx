import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { sharedQueryClient } from '../lib/query-client';

/** Gives its children the tab's query cache; only pages that fetch are wrapped, so only they load it. */
export function QueryScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={sharedQueryClient()}>{children}</QueryClientProvider>;
}

/** The page inside a QueryScope. */
export function withQueries(Page: ComponentType): ComponentType {
  return function PageWithQueries() {
    return (
      <QueryScope>
        <Page />
      </QueryScope>
    );
  };
}
