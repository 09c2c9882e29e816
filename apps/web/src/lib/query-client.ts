import { hydrate, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { isPrerenderedForHere, QUERY_STATE_ELEMENT_ID } from './prerender-markers';

/** Retries a failed query once, but never a 4xx answer (it would fail the same way). */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

let shared: QueryClient | undefined;

/**
 * The one query cache of the browser tab, made when a page first needs it (pages without queries
 * never load TanStack Query). A prerendered page's prefilled queries are put in first.
 */
export function sharedQueryClient(): QueryClient {
  if (shared) return shared;
  shared = createQueryClient();
  if (typeof document !== 'undefined' && isPrerenderedForHere()) {
    const state = document.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
    if (state) hydrate(shared, JSON.parse(state));
  }
  return shared;
}

/** The prerenderer's cache for the page it renders next (one page at a time). */
export function setPrerenderQueryClient(client: QueryClient): void {
  shared = client;
}
