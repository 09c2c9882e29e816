import { type ComponentType, Suspense } from 'react';
import { FullPageSpinner } from '../components/spinner';
import { type RouteObject, useRoutes } from '../lib/router';
import { lazyPage } from './lazy-page';
import { NotFoundPage } from './not-found-page';
import { pageRoute, preloadRouteCode } from './route-code';

/** Where these routes are mounted (routes.tsx). */
const DASHBOARD_PATH = '/dashboard';

/** A logged-in page (a default export), preloadable like the public ones. */
const dashboardPage = (load: () => Promise<{ default: ComponentType }>) =>
  lazyPage(() => load().then((m) => m.default));

// The logged-in area: the guard, the layout and each page. Opening a dashboard address starts
// all three downloads at once (preloadDashboardPage) instead of one after the other.
const dashboard = {
  guard: lazyPage(() => import('./guard').then((m) => m.Guard)),
  layout: dashboardPage(() => import('./layouts/dashboard/dashboard-layout')),
  tokens: dashboardPage(() => import('../features/tokens/tokens-page')),
  profile: dashboardPage(() => import('../features/profile/profile-page')),
  companyDetails: dashboardPage(() => import('../features/profile/company-details-page')),
  sandbox: dashboardPage(() => import('../features/sandbox/sandbox-page')),
  apiDocs: dashboardPage(() => import('../features/api-docs/api-docs-page')),
  greenApiMigration: dashboardPage(() => import('../features/api-docs/green-api/green-api-migration-page')),
  base64: dashboardPage(() => import('../features/base64/base64-page')),
  numberChecker: dashboardPage(() => import('../features/number-checker/number-checker-page')),
  logs: dashboardPage(() => import('../features/logs/logs-page')),
  webhooks: dashboardPage(() => import('../features/webhooks/webhooks-page')),
  queue: dashboardPage(() => import('../features/queue/queue-page')),
  sheets: dashboardPage(() => import('../features/sheets/sheets-page')),
  subscribe: dashboardPage(() => import('../features/billing/subscribe-page')),
  receipt: dashboardPage(() => import('../features/billing/receipt-page')),
  createAnnouncement: dashboardPage(() => import('../features/news/create-announcement-page')),
  viewAnnouncements: dashboardPage(() => import('../features/news/view-announcements-page')),
  announcement: dashboardPage(() => import('../features/news/announcement-page')),
  createBroadcast: dashboardPage(() => import('../features/news/create-broadcast-page')),
  viewBroadcasts: dashboardPage(() => import('../features/news/view-broadcasts-page')),
  broadcast: dashboardPage(() => import('../features/news/broadcast-page')),
  editAnnouncement: dashboardPage(() => import('../features/news/edit-announcement-page')),
  editBroadcast: dashboardPage(() => import('../features/news/edit-broadcast-page')),
  createBlog: dashboardPage(() => import('../features/blog-admin/create-blog-page')),
  viewBlogs: dashboardPage(() => import('../features/blog-admin/view-blogs-page')),
  editBlog: dashboardPage(() => import('../features/blog-admin/edit-blog-page')),
  createTicket: dashboardPage(() => import('../features/tickets/create-ticket-page')),
  viewTickets: dashboardPage(() => import('../features/tickets/view-tickets-page')),
  notifications: dashboardPage(() => import('../features/notifications/notifications-page')),
};

/** /dashboard/*, below its mount point: kept out of the public pages' code (routes.tsx loads it). */
const routes: RouteObject[] = [
  {
    // routes.tsx puts these routes in a PageLoadBoundary and a Suspense, which the guard shares.
    element: dashboard.guard.element,
    handle: dashboard.guard,
    children: [
      {
        element: <Suspense fallback={<FullPageSpinner />}>{dashboard.layout.element}</Suspense>,
        handle: dashboard.layout,
        children: [
          { index: true, element: dashboard.tokens.element, handle: dashboard.tokens },
          pageRoute('profile', dashboard.profile),
          pageRoute('companydetails', dashboard.companyDetails),
          pageRoute('sandbox', dashboard.sandbox),
          pageRoute('apiDocs', dashboard.apiDocs),
          pageRoute('apiDocs/green-api', dashboard.greenApiMigration),
          pageRoute('base64', dashboard.base64),
          pageRoute('check-whatsapp-number', dashboard.numberChecker),
          pageRoute('logs', dashboard.logs),
          pageRoute('webhooks', dashboard.webhooks),
          pageRoute('queue', dashboard.queue),
          pageRoute('gSheet', dashboard.sheets),
          pageRoute('subscribe', dashboard.subscribe),
          pageRoute('receipt', dashboard.receipt),
          pageRoute('create-announcement', dashboard.createAnnouncement),
          pageRoute('view-announcements', dashboard.viewAnnouncements),
          pageRoute('announcement', dashboard.announcement),
          pageRoute('create-broadcast', dashboard.createBroadcast),
          pageRoute('view-broadcasts', dashboard.viewBroadcasts),
          pageRoute('broadcast', dashboard.broadcast),
          pageRoute('edit-announcement', dashboard.editAnnouncement),
          pageRoute('edit-broadcast', dashboard.editBroadcast),
          pageRoute('create-blogs', dashboard.createBlog),
          pageRoute('view-blogs', dashboard.viewBlogs),
          pageRoute('edit-blog', dashboard.editBlog),
          pageRoute('createTicket', dashboard.createTicket),
          pageRoute('viewTickets', dashboard.viewTickets),
          pageRoute('notifications', dashboard.notifications),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function DashboardRoutes() {
  return useRoutes(routes);
}

/** Loads the code of the guard, the layout and the page at `pathname` (a /dashboard address). */
export const preloadDashboardPage = (pathname: string) => preloadRouteCode(routes, pathname, DASHBOARD_PATH);
