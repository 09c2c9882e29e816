import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import {
  PRERENDERED_FOR_ATTRIBUTE,
  PRERENDERED_HEAD_ATTRIBUTE,
  QUERY_STATE_ELEMENT_ID,
} from './app/prerender-markers';
import { Providers } from './app/providers';
import { AppRoutes, preloadPage } from './app/routes';
import { createQueryClient } from './lib/query-client';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <Providers queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

// A prerendered page is taken over as it is; one rendered for another address (a query string,
// a trailing slash) or none at all is rendered afresh.
const here = `${window.location.pathname}${window.location.search}`;
if (container.getAttribute(PRERENDERED_FOR_ATTRIBUTE) === here) {
  const state = document.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
  if (state) hydrate(queryClient, JSON.parse(state));
  // The page's code first, so hydration renders what the HTML shows instead of a fallback.
  preloadPage(window.location.pathname).finally(() => hydrateRoot(container, app));
} else {
  for (const tag of document.head.querySelectorAll(`[${PRERENDERED_HEAD_ATTRIBUTE}]`)) tag.remove();
  container.replaceChildren();
  createRoot(container).render(app);
}
