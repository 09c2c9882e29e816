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

/** An article's <title>. */
export const blogPostTitle = (title: string) => `${title} | Chatgate Blog`;
