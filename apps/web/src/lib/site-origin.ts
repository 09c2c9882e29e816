import { SITE_ORIGIN_PLACEHOLDER } from '@chatgate/contracts';

/** The site's address: the browser's, or while prerendering the placeholder the server fills in. */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? SITE_ORIGIN_PLACEHOLDER : window.location.origin;
}
