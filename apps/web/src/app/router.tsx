import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { FullPageSpinner } from '../components/spinner';
import { ForgotPasswordPage, LoginPage, ResetPasswordPage, SignupPage } from '../features/auth';
import { BlogPostPage } from '../features/blogs/blog-post-page';
import { BlogsPage } from '../features/blogs/blogs-page';
import { AboutPage } from '../features/company-pages/about-page';
import { CareersPage } from '../features/company-pages/careers-page';
import { ContactPage } from '../features/contact/contact-page';
import { HomePage } from '../features/home/home-page';
import { PrivacyPage } from '../features/legal/privacy-page';
import { TermsPage } from '../features/legal/terms-page';
import { NewsletterConfirmPage } from '../features/newsletter/newsletter-confirm-page';
import { NewsletterUnsubscribePage } from '../features/newsletter/newsletter-unsubscribe-page';
import { GAutomationPage } from '../features/services/gautomation-page';
import { ServicesPage } from '../features/services/services-page';
import { WaAutomationPage } from '../features/services/waautomation-page';
import { COMING_SOON_ROUTES, ComingSoonPage } from './coming-soon-page';
import { Guard } from './guard';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundPage } from './not-found-page';
import { RootRoute } from './root-route';

// The logged-in area is split from the public pages' code (DESIGN 7).
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
const SubscribePage = lazy(() => import('../features/billing/subscribe-page'));
const ReceiptPage = lazy(() => import('../features/billing/receipt-page'));

/** Dashboard screens built so far; they replace their "Coming soon" placeholders. */

export const router = createBrowserRouter([
  {
    element: <RootRoute />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'auth', element: <LoginPage /> },
          { path: 'auth/signup', element: <SignupPage /> },
          { path: 'auth/forgot-password', element: <ForgotPasswordPage /> },
          { path: 'auth/reset-password', element: <ResetPasswordPage /> },
          { path: 'blogs', element: <BlogsPage /> },
          { path: 'blogs/:id', element: <BlogPostPage /> },
          { path: 'blogs/:id/:slug', element: <BlogPostPage /> },
          { path: 'privacy', element: <PrivacyPage /> },
          { path: 'terms', element: <TermsPage /> },
          { path: 'services', element: <ServicesPage /> },
          { path: 'waautomation', element: <WaAutomationPage /> },
          { path: 'gautomation', element: <GAutomationPage /> },
          { path: 'about', element: <AboutPage /> },
          { path: 'careers', element: <CareersPage /> },
          { path: 'contactus', element: <ContactPage /> },
          { path: 'newsletter/confirm', element: <NewsletterConfirmPage /> },
          { path: 'newsletter/unsubscribe', element: <NewsletterUnsubscribePage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: 'dashboard',
        element: <Guard />,
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
              { path: 'subscribe', element: <SubscribePage /> },
              { path: 'receipt', element: <ReceiptPage /> },
              ...COMING_SOON_ROUTES.map(({ path, title }) => ({
                path,
                element: <ComingSoonPage title={title} />,
              })),
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
]);
