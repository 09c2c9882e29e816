/** How a prerendered page hands over to the browser (written by entry-server, read by main). */

/** A `<script type="application/json">` holding the prefilled queries (TanStack Query's dehydrated state). */
export const QUERY_STATE_ELEMENT_ID = 'cg-query-state';

/** On #root: the address (path and query) the HTML inside was rendered for. */
export const PRERENDERED_FOR_ATTRIBUTE = 'data-prerendered-for';

/**
 * On the <title>, <meta> and <link> tags put in <head> for one page before the browser runs: by
 * the prerender step, or by the server for a blog post published after the build.
 */
export { PRERENDERED_HEAD_ATTRIBUTE } from '@chatgate/contracts';

/** Whether #root holds HTML prerendered for the address the browser is at (then it is hydrated). */
export function isPrerenderedForHere(): boolean {
  const here = `${window.location.pathname}${window.location.search}`;
  return document.getElementById('root')?.getAttribute(PRERENDERED_FOR_ATTRIBUTE) === here;
}
