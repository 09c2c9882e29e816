import { siteOrigin } from './site-origin';
import { useHydrated } from './use-hydrated';

/**
 * The address the browser is at. While React takes over prerendered HTML it is the address the
 * HTML was rendered with (PUBLIC_URL), so the page opened at another address (localhost against
 * 127.0.0.1) hydrates the same text, then shows the browser's.
 */
export function useBrowserOrigin(): string {
  return useHydrated() ? window.location.origin : siteOrigin();
}
