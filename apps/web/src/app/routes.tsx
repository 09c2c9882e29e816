import { type ComponentType, Suspense } from 'react';
import { FullPageSpinner } from '../components/spinner';
import { type RouteObject, useRoutes } from '../lib/router';
import { PublicLayout } from './layouts/public-layout';
import { lazyPage } from './lazy-page';
import { PageLoadBoundary } from './page-load-boundary';
import { RootRoute } from './root-route';
import { pageRoute, preloadRouteCode, type RouteCode } from './route-code';

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
  notFound: lazyPage(() => import('./not-found-page').then((m) => m.NotFoundPage)),
  newsletterUnsubscribe: lazyPage(() =>
    import('../features/newsletter/newsletter-unsubscribe-page').then((m) => m.NewsletterUnsubscribePage),
  ),
};

// The logged-in area's routes and the code of the page opened, fetched side by side.
const dashboardRoutes = () => import('./dashboard-routes');
const dashboard = lazyPage(() => dashboardRoutes().then((m) => m.DashboardRoutes));
const dashboardCode: RouteCode = {
  preload: (pathname) =>
    Promise.all([dashboard.preload(), dashboardRoutes().then((m) => m.preloadDashboardPage(pathname))]),
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
          pageRoute('*', page.notFound),
        ],
      },
      {
        path: 'dashboard/*',
        element: (
          <PageLoadBoundary>
            <Suspense fallback={<FullPageSpinner />}>{dashboard.element}</Suspense>
          </PageLoadBoundary>
        ),
        handle: dashboardCode,
      },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

/** Loads the code of the page at `pathname`, so it renders without a fallback (before hydrating or prerendering). */
export const preloadPage = (pathname: string): Promise<void> => preloadRouteCode(routes, pathname);
