/**
 * What a page's <head> says of it, shared by the web app's PageMeta and the server, which writes
 * the head of a blog post the build did not prerender.
 */

/** og:site_name of every page. */
export const SITE_NAME = 'Chatgate';

/** The picture link previews show for a page without its own (1200 x 630, under apps/web/public). */
export const SHARE_IMAGE_PATH = '/og-image.png';

/**
 * On the <title>, <meta> and <link> tags written into <head> for one page before the browser runs
 * (by the prerender step or the server); the browser drops them when it renders the page afresh.
 */
export const PRERENDERED_HEAD_ATTRIBUTE = 'data-prerendered-head';

/** On #root: the address (path and query) the HTML inside was rendered for (then the browser hydrates it). */
export const PRERENDERED_FOR_ATTRIBUTE = 'data-prerendered-for';

/** A `<script type="application/json">` after #root holding the page's prefilled queries (TanStack Query's dehydrated state). */
export const QUERY_STATE_ELEMENT_ID = 'cg-query-state';

/** The <title>, <meta> and <link> tags React 19 puts first in a page rendered to a string (they belong in <head>). */
export const RENDERED_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

/** An article's <title>. */
export const blogPostTitle = (title: string) => `${title} | Chatgate Blog`;

/**
 * The absolute address of the picture a link preview shows for a page whose own picture is
 * `image` (a path under the site, or a URL): it, unless it is an SVG (no preview shows those);
 * the site's share picture otherwise.
 */
export function previewImageUrl(origin: string, image?: string | null): string {
  const picture = !image || /\.svg$/i.test(image) ? SHARE_IMAGE_PATH : image;
  return /^https?:\/\//i.test(picture) ? picture : `${origin}${picture}`;
}
