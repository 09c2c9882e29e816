import { type ComponentType, lazy, Suspense } from 'react';
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

/** A public page's route; `handle` lets preloadPage() find its code. */
const pageRoute = (path: string, code: LazyPage): RouteObject => ({
  path,
  element: code.element,
  handle: code,
});

// The logged-in area is split from the public pages' code (DESIGN 7).
const Guard = lazy(() => import('./guard').then((module) => ({ default: module.Guard })));
const DashboardLayout = lazy(() => import('./layouts/dashboard/dashboard-layout'));
const TokensPage = lazy(() => import('../features/tokens/tokens-page'));
const ProfilePage = lazy(() => import('../features/profile/profile-page'));
const CompanyDetailsPage = lazy(() => import('../features/profile/company-details-page'));
const SandboxPage = lazy(() => import('../features/sandbox/sandbox-page'));
const ApiDocsPage = lazy(() => import('../features/api-docs/api-docs-page'));
const Base64Page = lazy(() => import('../features/base64/base64-page'));
const NumberCheckerPage = lazy(() => import('../features/number-checker/number-checker-page'));
const LogsPage = lazy(() => import('../features/logs/logs-page'));
const WebhooksPage = lazy(() => import('../features/webhooks/webhooks-page'));
const QueuePage = lazy(() => import('../features/queue/queue-page'));
const SheetsPage = lazy(() => import('../features/sheets/sheets-page'));
const SubscribePage = lazy(() => import('../features/billing/subscribe-page'));
const ReceiptPage = lazy(() => import('../features/billing/receipt-page'));
const CreateAnnouncementPage = lazy(() => import('../features/news/create-announcement-page'));
const ViewAnnouncementsPage = lazy(() => import('../features/news/view-announcements-page'));
const AnnouncementPage = lazy(() => import('../features/news/announcement-page'));
const CreateBroadcastPage = lazy(() => import('../features/news/create-broadcast-page'));
const ViewBroadcastsPage = lazy(() => import('../features/news/view-broadcasts-page'));
const BroadcastPage = lazy(() => import('../features/news/broadcast-page'));
const EditAnnouncementPage = lazy(() => import('../features/news/edit-announcement-page'));
const EditBroadcastPage = lazy(() => import('../features/news/edit-broadcast-page'));
const CreateBlogPage = lazy(() => import('../features/blog-admin/create-blog-page'));
const ViewBlogsPage = lazy(() => import('../features/blog-admin/view-blogs-page'));
const EditBlogPage = lazy(() => import('../features/blog-admin/edit-blog-page'));
const CreateTicketPage = lazy(() => import('../features/tickets/create-ticket-page'));
const ViewTicketsPage = lazy(() => import('../features/tickets/view-tickets-page'));
const NotificationsPage = lazy(() => import('../features/notifications/notifications-page'));

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
            <Suspense fallback={<FullPageSpinner />}>
              <Guard />
            </Suspense>
          </PageLoadBoundary>
        ),
        children: [
          {
            element: (
              <Suspense fallback={<FullPageSpinner />}>
                <DashboardLayout />
              </Suspense>
            ),
            children: [
              { index: true, element: <TokensPage /> },
              { path: 'profile', element: <ProfilePage /> },
              { path: 'companydetails', element: <CompanyDetailsPage /> },
              { path: 'sandbox', element: <SandboxPage /> },
              { path: 'apiDocs', element: <ApiDocsPage /> },
              { path: 'base64', element: <Base64Page /> },
              { path: 'check-whatsapp-number', element: <NumberCheckerPage /> },
              { path: 'logs', element: <LogsPage /> },
              { path: 'webhooks', element: <WebhooksPage /> },
              { path: 'queue', element: <QueuePage /> },
              { path: 'gSheet', element: <SheetsPage /> },
              { path: 'subscribe', element: <SubscribePage /> },
              { path: 'receipt', element: <ReceiptPage /> },
              { path: 'create-announcement', element: <CreateAnnouncementPage /> },
              { path: 'view-announcements', element: <ViewAnnouncementsPage /> },
              { path: 'announcement', element: <AnnouncementPage /> },
              { path: 'create-broadcast', element: <CreateBroadcastPage /> },
              { path: 'view-broadcasts', element: <ViewBroadcastsPage /> },
              { path: 'broadcast', element: <BroadcastPage /> },
              { path: 'edit-announcement', element: <EditAnnouncementPage /> },
              { path: 'edit-broadcast', element: <EditBroadcastPage /> },
              { path: 'create-blogs', element: <CreateBlogPage /> },
              { path: 'view-blogs', element: <ViewBlogsPage /> },
              { path: 'edit-blog', element: <EditBlogPage /> },
              { path: 'createTicket', element: <CreateTicketPage /> },
              { path: 'viewTickets', element: <ViewTicketsPage /> },
              { path: 'notifications', element: <NotificationsPage /> },
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
