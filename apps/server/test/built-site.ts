import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { QUERY_STATE_ELEMENT_ID, SITE_ORIGIN_PLACEHOLDER } from '@chatgate/contracts';

/** The PUBLIC_URL the tests serve the built site under. */
export const SITE_ORIGIN = 'https://chat.example';

/** The shell as the build writes it: the template's generic title and an empty #root. */
export const SHELL_HTML =
  '<!doctype html><html><head><meta charset="UTF-8" /><title>Chatgate: WhatsApp messaging API</title></head><body><div id="root"></div></body></html>';

/** A built-in article's address, prerendered like the real build does. */
export const PRERENDERED_POST_PATH = '/blogs/1/first-post';

/** A file of the build the static file plugin serves as it is. */
export const BUILT_ASSET = { path: '/assets/app-abc123.js', content: 'console.log(1)' };

/** The prefilled queries a prerendered page hands to the browser, as the build leaves them. */
const BUILT_STATE = `<script id="${QUERY_STATE_ELEMENT_ID}" type="application/json">{"built":true}</script>`;

/** The blog's list as the build renders it: the built-in posts only, with the queries it was rendered from. */
export const BUILT_BLOG_LIST = {
  file: 'blogs/index.html',
  html: `<!doctype html><title>Blog</title><div id="root" data-prerendered-for="/blogs"><main><ul><li>First post</li></ul></main></div>${BUILT_STATE}<footer>built footer</footer>`,
};

const page = (name: string) =>
  `<!doctype html><title>${name}</title><link rel="canonical" href="${SITE_ORIGIN_PLACEHOLDER}/${name}"/><div id="root">${name} page</div>`;

const FILES: Record<string, string> = {
  'index.html': page('home'),
  'about/index.html': page('about'),
  'blogs/1/first-post/index.html': `${page('first-post')}${BUILT_STATE}`,
  [BUILT_BLOG_LIST.file]: BUILT_BLOG_LIST.html,
  'spa.html': SHELL_HTML,
  '404.html': '<!doctype html><title>Page not found</title><div id="root">Page not found</div>',
  'robots.txt': `User-agent: *\nSitemap: ${SITE_ORIGIN_PLACEHOLDER}/sitemap.xml\n`,
  'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>${SITE_ORIGIN_PLACEHOLDER}/about</loc></url>
  <url><loc>${SITE_ORIGIN_PLACEHOLDER}${PRERENDERED_POST_PATH}</loc><lastmod>2025-01-10</lastmod></url>
</urlset>
`,
  [BUILT_ASSET.path.slice(1)]: BUILT_ASSET.content,
  'site-manifest.json': JSON.stringify({
    originPlaceholder: SITE_ORIGIN_PLACEHOLDER,
    pages: {
      '/': 'index.html',
      '/about': 'about/index.html',
      [PRERENDERED_POST_PATH]: 'blogs/1/first-post/index.html',
      '/blogs': BUILT_BLOG_LIST.file,
    },
    clientRendered: ['^/dashboard(?:/.*)?$', '^/auth/reset-password$', '^/blogs/[^/]+(?:/[^/]+)?$'],
    shell: 'spa.html',
    notFound: '404.html',
  }),
};

/**
 * A small built web app as `npm run build:web` leaves it (prerendered pages, the shell, the 404
 * page, robots.txt, sitemap.xml, an asset and site-manifest.json), to pass as WEB_DIST; with
 * `ssrEntry` (an absolute path), its manifest names that SSR bundle, as the real build's does;
 * with `shell`, that text is the shell (a broken build); with `parent`, it is made in that folder
 * instead of the system's temporary one.
 */
export async function writeBuiltSite(
  options: { ssrEntry?: string; shell?: string; parent?: string } = {},
): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(options.parent ?? tmpdir(), 'chatgate-dist-'));
  const files = { ...FILES };
  if (options.shell !== undefined) files['spa.html'] = options.shell;
  if (options.ssrEntry) {
    const manifest = JSON.parse(FILES['site-manifest.json'] ?? '{}');
    files['site-manifest.json'] = JSON.stringify({ ...manifest, ssrEntry: options.ssrEntry });
  }
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
