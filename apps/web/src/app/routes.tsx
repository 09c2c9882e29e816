import { type ComponentType, Suspense } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { FullPageSpinner } from '../components/spinner';
import { PublicLayout } from './layouts/public-layout';
import { type LazyPage, lazyPage } from './lazy-page';
import { NotFoundPage } from './not-found-page';
import { PageLoadBoundary } from './page-load-boundary';
import { RootRoute } from './root-route';

/** A page that fetches: loaded together with the query cache it needs. */
const withQueries = (load: () => Promise<ComponentType>) => () =>
  Promise.all([load(), import('../components/query-scope')]).then(([Page, scope]) => scope.withQueries(Page));

// Each public page downloads only its own code.
const page = {
  home: lazyPage(() => import('../features/home/home-page').then((m) => m.HomePage)),
  login: lazyPage(() => import('../features/auth/login/login-page').then((m) => m.LoginPage)),
  signup: lazyPage(
    withQueries(() => import('../features/auth/signup/signup-page').then((m) => m.SignupPage)),
  ),
  forgotPassword: lazyPage(() =>
    import('../features/auth/forgot-password/forgot-password-page').then((m) => m.ForgotPasswordPage),
  ),
  resetPassword: lazyPage(
    withQueries(() =>
      import('../features/auth/reset-password/reset-password-page').then((m) => m.ResetPasswordPage),
    ),
  ),
  blogs: lazyPage(withQueries(() => import('./blogs-route').then((m) => m.BlogsRoute))),
  blogPost: lazyPage(
    withQueries(() => import('../features/blogs/blog-post-page').then((m) => m.BlogPostPage)),
  ),
  privacy: lazyPage(() => import('../features/legal/privacy-page').then((m) => m.PrivacyPage)),
  terms: lazyPage(() => import('../features/legal/terms-page').then((m) => m.TermsPage)),
  services: lazyPage(() => import('../features/services/services-page').then((m) => m.ServicesPage)),
  waAutomation: lazyPage(() =>
    import('../features/services/waautomation-page').then((m) => m.WaAutomationPage),
  ),
  gAutomation: lazyPage(() => import('../features/services/gautomation-page').then((m) => m.GAutomationPage)),
  about: lazyPage(() => import('../features/company-pages/about-page').then((m) => m.AboutPage)),
  careers: lazyPage(() => import('../features/company-pages/careers-page').then((m) => m.CareersPage)),
  contact: lazyPage(() => import('../features/contact/contact-page').then((m) => m.ContactPage)),
  newsletterConfirm: lazyPage(() =>
    import('../features/newsletter/newsletter-confirm-page').then((m) => m.NewsletterConfirmPage),
  ),
  newsletterUnsubscribe: lazyPage(() =>
    import('../features/newsletter/newsletter-unsubscribe-page').then((m) => m.NewsletterUnsubscribePage),
  ),
};

/** A page's route; `handle` lets preloadPage() find its code. */
const pageRoute = (path: string, code: LazyPage): RouteObject => ({
  path,
  element: code.element,
  handle: code,
});

/** A logged-in page (a default export), preloadable like the public ones. */
const dashboardPage = (load: () => Promise<{ default: ComponentType }>) =>
  lazyPage(() => load().then((m) => m.default));

// The logged-in area: the guard, the layout and each page. Opening a dashboard address starts
// all three downloads at once (preloadPage in main.tsx) instead of one after the other.
const dashboard = {
  guard: lazyPage(() => import('./guard').then((m) => m.Guard)),
  layout: dashboardPage(() => import('./layouts/dashboard/dashboard-layout')),
  tokens: dashboardPage(() => import('../features/tokens/tokens-page')),
  profile: dashboardPage(() => import('../features/profile/profile-page')),
  companyDetails: dashboardPage(() => import('../features/profile/company-details-page')),
  sandbox: dashboardPage(() => import('../features/sandbox/sandbox-page')),
  apiDocs: dashboardPage(() => import('../features/api-docs/api-docs-page')),
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

/** Every page of the app; the browser and the prerenderer each render them in their router. */
const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: page.home.element, handle: page.home },
          pageRoute('auth', page.login),
          pageRoute('auth/signup', page.signup),
          pageRoute('auth/forgot-password', page.forgotPassword),
          pageRoute('auth/reset-password', page.resetPassword),
          pageRoute('blogs', page.blogs),
          pageRoute('blogs/:id', page.blogPost),
          pageRoute('blogs/:id/:slug', page.blogPost),
          pageRoute('privacy', page.privacy),
          pageRoute('terms', page.terms),
          pageRoute('services', page.services),
          pageRoute('waautomation', page.waAutomation),
          pageRoute('gautomation', page.gAutomation),
          pageRoute('about', page.about),
          pageRoute('careers', page.careers),
          pageRoute('contactus', page.contact),
          pageRoute('newsletter/confirm', page.newsletterConfirm),
          pageRoute('newsletter/unsubscribe', page.newsletterUnsubscribe),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: 'dashboard',
        element: (
          <PageLoadBoundary>
            <Suspense fallback={<FullPageSpinner />}>{dashboard.guard.element}</Suspense>
          </PageLoadBoundary>
        ),
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
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

/** Loads the code of the page at `pathname`, so it renders without a fallback (before hydrating or prerendering). */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((match) => (match.route.handle as LazyPage | undefined)?.preload()));
}
