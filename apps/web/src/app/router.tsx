import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { ForgotPasswordPage, LoginPage, ResetPasswordPage, SignupPage } from '../features/auth';
import { HomePage } from '../features/home/home-page';
import { Guard } from './guard';
import { DashboardLayout } from './layouts/dashboard-layout';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundPage } from './not-found-page';
import { RootRoute } from './root-route';

// The logged-in area is split from the public pages' code (DESIGN 7).
const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));

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
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: 'dashboard',
        element: <Guard />,
        children: [
          {
            element: <DashboardLayout />,
            children: [
              { index: true, element: <DashboardPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
]);
