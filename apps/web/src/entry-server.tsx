/**
 * Renders a public page to HTML at build time (scripts/prerender.ts calls this from the SSR build).
 * Queries the page reads are prefilled, and handed to the browser so hydration sees the same data.
 */
import { type DehydratedState, dehydrate, type QueryKey } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Providers } from './app/providers';
import { AppRoutes, preloadPage } from './app/routes';
import { createQueryClient, setPrerenderQueryClient } from './lib/query-client';
import { StaticRouter } from './lib/router';

export { blogKeys } from './features/blogs/api';

export interface PrefilledQuery {
  key: QueryKey;
  data: unknown;
}

export interface RenderedPage {
  /** The markup of #root, with the page's <title>, <meta> and <link> tags first. */
  html: string;
  state: DehydratedState;
}

export async function render(path: string, queries: PrefilledQuery[] = []): Promise<RenderedPage> {
  await preloadPage(path);
  const queryClient = createQueryClient();
  for (const { key, data } of queries) queryClient.setQueryData(key, data);
  setPrerenderQueryClient(queryClient);
  const html = renderToString(
    <StrictMode>
      <Providers>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
  return { html, state: dehydrate(queryClient) };
}
