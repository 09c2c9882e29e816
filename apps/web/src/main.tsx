import './lib/zod-without-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRoutes, preloadPage } from './app/routes';
import { takeEarlyCheckboxClicks } from './lib/early-clicks';
import { isPrerenderedForHere, PRERENDERED_HEAD_ATTRIBUTE } from './lib/prerender-markers';
import { BrowserRouter } from './lib/router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

// A prerendered page is taken over as it is; one rendered for another address (a query string,
// a trailing slash) or none at all is rendered afresh.
if (isPrerenderedForHere()) {
  // The page's code first, so hydration renders what the HTML shows instead of a fallback.
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (a visitor's tap or scroll is not kept waiting).
  preloadPage(window.location.pathname).finally(() => {
    takeEarlyCheckboxClicks();
    startTransition(() => {
      hydrateRoot(container, app);
    });
  });
} else {
  // The code of every level of the address (the dashboard's guard, layout and page) starts
  // downloading now, side by side, instead of each level asking for the next once it renders.
  preloadPage(window.location.pathname).catch(() => {
    // The page asks again when it renders, and shows the failure then.
  });
  takeEarlyCheckboxClicks();
  for (const tag of document.head.querySelectorAll(`[${PRERENDERED_HEAD_ATTRIBUTE}]`)) tag.remove();
  container.replaceChildren();
  createRoot(container).render(app);
}
