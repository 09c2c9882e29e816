/**
 * After `vite build` and the SSR build: writes every public page as HTML (content without
 * JavaScript, hydrated on load), the SPA shell for the rest, a 404 page, sitemap.xml, robots.txt
 * and site-manifest.json, which tells the server which file answers which address.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RENDERED_HEAD_TAGS, SITE_ORIGIN_PLACEHOLDER } from '@chatgate/contracts';
import type * as EntryServer from '../src/entry-server';
import {
  PRERENDERED_FOR_ATTRIBUTE,
  PRERENDERED_HEAD_ATTRIBUTE,
  QUERY_STATE_ELEMENT_ID,
  SITE_ORIGIN_ATTRIBUTE,
} from '../src/lib/prerender-markers';
import { criticalCssInliner } from './critical-css';
import { CLIENT_RENDERED_PATTERNS, PUBLIC_PAGES, type PublicPage } from './public-pages';
import { loadScriptsAfterFirstPaint } from './scripts-after-first-paint';
import { robotsTxt, sitemapXml } from './site-files';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const ssrEntry = new URL('../dist-ssr/entry-server.js', import.meta.url);
const entry: typeof EntryServer = await import(ssrEntry.href);

const EMPTY_ROOT = '<div id="root"></div>';
const HTML_START = '<html lang="en">';

/** React puts a page's <title>, <meta> and <link> first; they belong in <head>, marked as the page's. */
function splitHead(html: string): { head: string; body: string } {
  const tags = RENDERED_HEAD_TAGS.exec(html)?.[0] ?? '';
  const head = tags.replace(/<(title|meta|link)\b/g, `<$1 ${PRERENDERED_HEAD_ATTRIBUTE}`);
  return { head, body: html.slice(tags.length) };
}

/** JSON inside <script>: `<` escaped so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

function pageDocument(template: string, head: string, root: string, state?: unknown): string {
  const stateScript =
    state === undefined
      ? ''
      : `<script id="${QUERY_STATE_ELEMENT_ID}" type="application/json">${scriptJson(state)}</script>`;
  return template
    .replace(/<title>[^<]*<\/title>/, () => head)
    .replace(EMPTY_ROOT, () => `${root}${stateScript}`);
}

async function renderPage(template: string, page: PublicPage): Promise<string> {
  const queries = page.queries?.(entry.blogKeys) ?? [];
  const { html, state } = await entry.render(page.path, queries);
  const { head, body } = splitHead(html);
  const root = `<div id="root" ${PRERENDERED_FOR_ATTRIBUTE}="${page.path}">${body}</div>`;
  return pageDocument(template, head, root, queries.length > 0 ? state : undefined);
}

const fileOf = (pagePath: string) => (pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}/index.html`);

async function write(file: string, content: string) {
  const target = path.join(dist, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, content);
}

const built = await readFile(path.join(dist, 'index.html'), 'utf8');
if (!built.includes(EMPTY_ROOT)) throw new Error(`dist/index.html has no ${EMPTY_ROOT}`);
if (!built.includes(HTML_START)) throw new Error(`dist/index.html has no ${HTML_START}`);
const template = built.replace(
  HTML_START,
  `<html lang="en" ${SITE_ORIGIN_ATTRIBUTE}="${SITE_ORIGIN_PLACEHOLDER}">`,
);

// The shell keeps its blocking stylesheet: the dashboard it shows is rendered by the browser.
await write('spa.html', template);
const inlineCriticalCss = criticalCssInliner(dist);
const pages: Record<string, string> = {};
for (const page of PUBLIC_PAGES) {
  pages[page.path] = fileOf(page.path);
  const html = await inlineCriticalCss(await renderPage(template, page));
  await write(fileOf(page.path), loadScriptsAfterFirstPaint(html));
}
// Rendered for an address no route has: the browser renders it afresh wherever it is served.
const notFound = splitHead((await entry.render('/page-that-does-not-exist')).html);
await write('404.html', pageDocument(template, notFound.head, `<div id="root">${notFound.body}</div>`));
await write('sitemap.xml', sitemapXml(PUBLIC_PAGES));
await write('robots.txt', robotsTxt());
await write(
  'site-manifest.json',
  JSON.stringify(
    {
      originPlaceholder: SITE_ORIGIN_PLACEHOLDER,
      pages,
      clientRendered: CLIENT_RENDERED_PATTERNS,
      shell: 'spa.html',
      notFound: '404.html',
      // The server renders posts written after the build with it (relative to this file).
      ssrEntry: path.relative(dist, fileURLToPath(ssrEntry)),
    },
    null,
    2,
  ),
);
console.log(`prerendered ${PUBLIC_PAGES.length} pages, a 404 page, sitemap.xml and robots.txt`);
