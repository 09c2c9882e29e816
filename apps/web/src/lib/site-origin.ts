import { SITE_ORIGIN_PLACEHOLDER } from '@chatgate/contracts';
import { SITE_ORIGIN_ATTRIBUTE } from './prerender-markers';

/**
 * The site's public address (PUBLIC_URL), which canonical and preview tags name: the one the
 * server wrote into the page, or while prerendering the placeholder it fills in. A page the
 * server did not write (the dev server's) gives the browser's address.
 */
export function siteOrigin(): string {
  if (typeof window === 'undefined') return SITE_ORIGIN_PLACEHOLDER;
  const served = document.documentElement.getAttribute(SITE_ORIGIN_ATTRIBUTE);
  return served && served !== SITE_ORIGIN_PLACEHOLDER ? served : window.location.origin;
}
