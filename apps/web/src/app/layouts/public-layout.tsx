import { Suspense } from 'react';
import { LoadingText } from '../../components/loading-text';
import { Outlet, useLocation } from '../../lib/router';
import { PageLoadBoundary } from '../page-load-boundary';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Every public page: shared header and footer around the page. */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1 pt-16">
        <PageLoadBoundary key={pathname}>
          <Suspense fallback={<LoadingText className="justify-center py-24" />}>
            <Outlet />
          </Suspense>
        </PageLoadBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
