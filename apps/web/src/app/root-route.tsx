import { useEffect } from 'react';
import { Outlet, useNavigate } from '../lib/router';
import { onUnauthorized } from '../lib/unauthorized';
import { RouteFocus } from './route-focus';
import { ScrollManager } from './scroll-manager';

/** The top route: scroll and focus handling, and the redirect to /auth after a 401 (spec 4). */
export function RootRoute() {
  const navigate = useNavigate();
  useEffect(() => onUnauthorized(() => navigate('/auth', { replace: true })), [navigate]);
  // Says the page's code has taken over the HTML (browser tests wait for it before they click).
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);

  return (
    <>
      <ScrollManager />
      <RouteFocus />
      <Outlet />
    </>
  );
}
