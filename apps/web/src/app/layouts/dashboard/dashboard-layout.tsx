import { LAYOUT } from '@chatgate/contracts';
import { Suspense, useState } from 'react';
import { PageTitleContext } from '../../../components/page-title';
import { QueryScope } from '../../../components/query-scope';
import { Spinner } from '../../../components/spinner';
import { NotificationBadges } from '../../../features/notifications/notification-badges';
import { Outlet, useLocation } from '../../../lib/router';
import { useSession } from '../../../lib/session-context';
import { useDarkMode } from '../../../lib/use-dark-mode';
import { useProfile } from '../../../lib/use-profile';
import { PageLoadBoundary } from '../../page-load-boundary';
import { AccountMenu } from './account-menu';
import { SideBar } from './side-bar';
import { SideBarFooter } from './side-bar-footer';
import { SideNav } from './side-nav';
import { dashboardPageTitle, SIDE_NAV, visibleSections } from './side-nav-items';
import { TopBar } from './top-bar';
import { useLogoutFlow } from './use-logout-flow';
import { useSidebar } from './use-sidebar';

function PageLoading() {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 py-24 text-slate-600 text-sm dark:text-slate-300"
    >
      <Spinner size="sm" /> Loading...
    </div>
  );
}

/** The logged-in shell (spec 2.7): top bar, side bar and the page, offset by the side bar. */
function DashboardShell() {
  const { user } = useSession();
  useProfile();
  const sidebar = useSidebar();
  const { dark, toggle: toggleDark } = useDarkMode();
  const { busy, requestLogout } = useLogoutFlow();
  const { pathname } = useLocation();
  const [pageTitle, setPageTitle] = useState<string>();
  const name = user?.name ?? '';
  const margin = !sidebar.desktop
    ? 0
    : sidebar.open
      ? LAYOUT.contentMarginOpenPx
      : LAYOUT.contentMarginCollapsedPx;

  return (
    <div className="min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100 print:bg-white">
      <title>{`${pageTitle ?? dashboardPageTitle(pathname)} | Chatgate`}</title>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <TopBar
        desktop={sidebar.desktop}
        sidebarOpen={sidebar.open}
        onToggleSidebar={sidebar.toggle}
        name={name}
        username={user?.username ?? ''}
        badges={<NotificationBadges />}
        accountMenu={<AccountMenu name={name} email={user?.email ?? ''} onLogout={requestLogout} />}
      />
      <SideBar desktop={sidebar.desktop} open={sidebar.open} onClose={sidebar.closeOverlay}>
        <SideNav sections={visibleSections(SIDE_NAV, user?.role ?? 'User')} collapsed={sidebar.collapsed} />
        <SideBarFooter
          collapsed={sidebar.collapsed}
          dark={dark}
          onToggleDark={toggleDark}
          onLogout={requestLogout}
          logoutBusy={busy}
        />
      </SideBar>
      <main
        id="main"
        inert={sidebar.overlay}
        style={{ paddingTop: LAYOUT.topBarHeightPx, marginLeft: margin }}
        className="transition-[margin] duration-200 print:ml-0! print:pt-0!"
      >
        <div className="px-4 py-6 sm:px-6 lg:px-8 lg:py-8 print:p-0">
          <PageTitleContext value={setPageTitle}>
            <PageLoadBoundary key={pathname}>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </PageLoadBoundary>
          </PageTitleContext>
        </div>
      </main>
    </div>
  );
}

/** The logged-in area, with the query cache every dashboard screen reads through. */
export default function DashboardLayout() {
  return (
    <QueryScope>
      <DashboardShell />
    </QueryScope>
  );
}
