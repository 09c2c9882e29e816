/** How a prerendered page hands over to the browser (written by entry-server, read by main). */
import { PRERENDERED_FOR_ATTRIBUTE } from '@chatgate/contracts';

/**
 * On <html>: the site's public address. The prerender step writes the origin placeholder there,
 * which the server fills in with PUBLIC_URL as everywhere else in the page.
 */
export const SITE_ORIGIN_ATTRIBUTE = 'data-site-origin';

/**
 * QUERY_STATE_ELEMENT_ID: the prefilled queries; PRERENDERED_FOR_ATTRIBUTE: on #root, the address
 * the HTML inside was rendered for; PRERENDERED_HEAD_ATTRIBUTE: on the <title>, <meta> and <link>
 * tags put in <head> for one page before the browser runs (by the prerender step, or by the server
 * for a blog post published after the build). The server writes them too, hence in contracts.
 */
export {
  PRERENDERED_FOR_ATTRIBUTE,
  PRERENDERED_HEAD_ATTRIBUTE,
  QUERY_STATE_ELEMENT_ID,
} from '@chatgate/contracts';

/** Whether #root holds HTML prerendered for the address the browser is at (then it is hydrated). */
export function isPrerenderedForHere(): boolean {
  const here = `${window.location.pathname}${window.location.search}`;
  return document.getElementById('root')?.getAttribute(PRERENDERED_FOR_ATTRIBUTE) === here;
}
