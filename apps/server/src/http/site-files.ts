/**
 * The built web app's pages, as the prerender step described them in site-manifest.json: each
 * prerendered page, the SPA shell and the 404 page, with the site's address filled in and kept in
 * memory; each encoding is made on its first request and kept (start-up compresses nothing).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { QUERY_STATE_ELEMENT_ID } from '@chatgate/contracts';
import { z } from 'zod';
import { pageSecurityPolicy } from './page-security-policy';
import { type ServedFile, served } from './served-file';
import { type SitemapEntry, withSitemapEntries } from './sitemap-entries';

const ManifestSchema = z.object({
  originPlaceholder: z.string().min(1),
  pages: z.record(z.string(), z.string()),
  clientRendered: z.array(z.string()),
  shell: z.string(),
  notFound: z.string(),
  /** The SSR bundle, relative to the manifest (builds before it have none). */
  ssrEntry: z.string().optional(),
});

/** The shell's own title, which a page's head tags take the place of (as the prerender step does). */
const SHELL_TITLE = /<title>[^<]*<\/title>/;
/** The shell's #root, which a page rendered on the server takes the place of. */
const EMPTY_ROOT = '<div id="root"></div>';

export interface SiteAnswer {
  file: ServedFile;
  status: 200 | 404;
  /** The SPA shell: the browser renders the page (the server may give it a head of its own). */
  inBrowser: boolean;
}

export interface SitePages {
  /** The file answering a page address, and its status. */
  answer(pathname: string): SiteAnswer;
  /** The 404 page. */
  notFound: ServedFile;
  /**
   * The prerendered page at `pathname` with `root` (the page rendered again, its queries after it)
   * in place of its #root and queries; null when the page has no queries to replace.
   */
  pageWithRoot(pathname: string, root: string): ServedFile | null;
  /**
   * The SPA shell with `head` (tags already escaped) in place of its generic title and, when given,
   * `root` (a page rendered on the server) in place of its empty #root.
   */
  shellWithPage(head: string, root?: string): ServedFile;
  /** The web app's SSR bundle (an absolute path), when the build names one. */
  ssrEntry: string | null;
  /** robots.txt, with the site's address in it. */
  robots: ServedFile;
  /** sitemap.xml: the built pages, then `entries`. */
  sitemap(entries: readonly SitemapEntry[]): ServedFile;
  /** The Content-Security-Policy header of every page (pageSecurityPolicy of the built pages). */
  securityPolicy: string;
}

const ROOT_START = '<div id="root"';
const STATE_START = `<script id="${QUERY_STATE_ELEMENT_ID}"`;
const SCRIPT_END = '</script>';

/** Where a prerendered page's #root and the queries after it are, or null if it has no queries. */
function rootAndStateOf(content: string): { start: number; end: number } | null {
  const start = content.indexOf(ROOT_START);
  const state = start < 0 ? -1 : content.indexOf(STATE_START, start);
  const end = state < 0 ? -1 : content.indexOf(SCRIPT_END, state);
  return end < 0 ? null : { start, end: end + SCRIPT_END.length };
}

/** Null when the web app was built without prerendering (or not built). */
export async function loadSitePages(webDist: string, publicUrl: string): Promise<SitePages | null> {
  const manifestPath = path.join(webDist, 'site-manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = ManifestSchema.parse(JSON.parse(await readFile(manifestPath, 'utf8')));
  const text = async (file: string) =>
    (await readFile(path.join(webDist, file), 'utf8')).replaceAll(manifest.originPlaceholder, publicUrl);

  const pageTexts = new Map(
    await Promise.all(
      Object.entries(manifest.pages).map(async ([pagePath, file]) => [pagePath, await text(file)] as const),
    ),
  );
  const pages = new Map([...pageTexts].map(([pagePath, content]) => [pagePath, served(content)]));
  const [shellText, notFoundText, robots, sitemapText] = await Promise.all([
    text(manifest.shell),
    text(manifest.notFound),
    text('robots.txt').then((content) => served(content)),
    text('sitemap.xml'),
  ]);
  if (!SHELL_TITLE.test(shellText)) throw new Error(`${manifest.shell} has no <title>`);
  if (!shellText.includes(EMPTY_ROOT)) throw new Error(`${manifest.shell} has no ${EMPTY_ROOT}`);
  const shell = served(shellText);
  const notFound = served(notFoundText);
  const builtSitemap = served(sitemapText);
  const clientRendered = manifest.clientRendered.map((pattern) => new RegExp(pattern));

  return {
    answer(pathname) {
      const page = pages.get(pathname);
      if (page) return { file: page, status: 200, inBrowser: false };
      if (clientRendered.some((pattern) => pattern.test(pathname)))
        return { file: shell, status: 200, inBrowser: true };
      return { file: notFound, status: 404, inBrowser: false };
    },
    notFound,
    pageWithRoot(pathname, root) {
      const content = pageTexts.get(pathname);
      const replaced = content === undefined ? null : rootAndStateOf(content);
      if (content === undefined || !replaced) return null;
      const filled = root.replaceAll(manifest.originPlaceholder, publicUrl);
      return served(content.slice(0, replaced.start) + filled + content.slice(replaced.end), 'once');
    },
    shellWithPage(head, root) {
      const page = shellText.replace(SHELL_TITLE, () => head);
      if (root === undefined) return served(page, 'once');
      const filled = root.replaceAll(manifest.originPlaceholder, publicUrl);
      return served(
        page.replace(EMPTY_ROOT, () => filled),
        'once',
      );
    },
    ssrEntry: manifest.ssrEntry === undefined ? null : path.resolve(webDist, manifest.ssrEntry),
    robots,
    sitemap: (entries) =>
      entries.length === 0
        ? builtSitemap
        : served(withSitemapEntries(sitemapText, publicUrl, entries), 'once'),
    securityPolicy: pageSecurityPolicy([shellText, notFoundText, ...pageTexts.values()]),
  };
}
